# HF dataset -> MindRecord conversion (int32 arrays, fixed shapes), then MindDataset training loop.
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter
from mindspore import nn

ms.set_seed(1)
os.makedirs("data_023", exist_ok=True)
path = "data_023/sst_tok.mindrecord"
rng = np.random.default_rng(1)
VOCAB, SEQ = 200, 16
writer = FileWriter(path, shard_num=1, overwrite=True)
writer.add_schema({"input_ids": {"type": "int32", "shape": [SEQ]}, "label": {"type": "int32"}}, "sst_tok")
rows = []
for i in range(384):
    label = i % 2
    lo, hi = (1, 100) if label == 0 else (100, 200)
    ids = rng.integers(lo, hi, (SEQ,)).astype(np.int32)
    rows.append({"input_ids": ids, "label": np.int32(label)})
writer.write_raw_data(rows)
writer.commit()
print("wrote", len(rows), "rows")

data = ds.MindDataset(path, columns_list=["input_ids", "label"], shuffle=True).batch(32, drop_remainder=True)

class Bag(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 16)
        self.fc = nn.Dense(16, 2)
    def construct(self, x):
        return self.fc(self.emb(x).mean(1))

net = Bag()
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
EPOCHS = 4
it = data.create_dict_iterator(num_epochs=EPOCHS)
for epoch in range(EPOCHS):
    losses = []
    for batch in it:
        loss, g = grad_fn(batch["input_ids"], batch["label"])
        opt(g)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch} steps {len(losses)} mean loss {np.mean(losses):.4f}")
print("done")
