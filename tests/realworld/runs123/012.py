"""Convert a toy intent-classification corpus to MindRecord, then train a text CNN from it."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
MAX_LEN, VOCAB = 24, 300
OUT = "/home/user/project/intent/train.mindrecord"

# ---------------- preprocessing ----------------
os.makedirs(os.path.dirname(OUT), exist_ok=True)
rng = np.random.default_rng(0)
rows = []
for i in range(600):
    label = int(rng.integers(0, 5))
    n = int(rng.integers(5, MAX_LEN))
    ids = np.zeros(MAX_LEN, np.int32)
    ids[:n] = rng.integers(label * 50 + 1, label * 50 + 80, n)
    rows.append({"input_ids": ids, "label": label})
writer = FileWriter(OUT, shard_num=1, overwrite=True)
writer.add_schema({"input_ids": {"type": "int32", "shape": [MAX_LEN]}, "label": {"type": "int32"}}, "intent")
writer.write_raw_data(rows)
writer.commit()
print(f"wrote {len(rows)} samples to {OUT}")


# ---------------- training ----------------
class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=0)
        self.conv = nn.Conv1d(32, 64, 3, pad_mode="same")
        self.fc = nn.Dense(64, 5)

    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids) * attention_mask.astype(ms.float32).expand_dims(-1)
        h = ops.relu(self.conv(h.transpose(0, 2, 1)))
        return self.fc(h.max(axis=2))


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net, self.loss = net, nn.CrossEntropyLoss()

    def construct(self, input_ids, attention_mask, label):
        return self.loss(self.net(input_ids, attention_mask), label)


train_ds = ds.MindDataset(OUT, columns_list=["input_ids", "attention_mask", "label"], shuffle=True)
train_ds = train_ds.batch(32, drop_remainder=True)
net = TextCNN()
model = Model(WithLoss(net), optimizer=nn.Adam(net.trainable_params(), 1e-3))
model.train(3, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
