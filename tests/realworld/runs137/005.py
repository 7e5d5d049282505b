"""Port of a HF DataCollatorWithPadding: pad each batch to its longest sequence in per_batch_map."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

VOCAB, PAD = 300, 0
rng = np.random.default_rng(5)
samples = []
for _ in range(256):
    y = int(rng.integers(0, 3))
    n = int(rng.integers(4, 20))
    samples.append((rng.integers(1 + y * 99, 100 + y * 99, size=n).astype(np.int32), np.int32(y)))


def collate(input_ids, labels, batch_info):
    """Same as DataCollatorWithPadding: returns input_ids, attention_mask, labels."""
    longest = max(len(x) for x in input_ids)
    ids = np.full((len(input_ids), longest), PAD, dtype=np.int32)
    mask = np.zeros((len(input_ids), longest), dtype=np.float32)
    for i, x in enumerate(input_ids):
        ids[i, :len(x)] = x
        mask[i, :len(x)] = 1.0
    return ids, mask, np.array(labels, dtype=np.int32)


data = ds.GeneratorDataset(samples, column_names=["input_ids", "label"], shuffle=True)
data = data.batch(16, drop_remainder=True, per_batch_map=collate,
                  input_columns=["input_ids", "label"],
                  output_columns=["input_ids", "label"])


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.out = nn.Dense(32, 3)

    def construct(self, ids, mask):
        h = (self.emb(ids) * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return self.out(h)


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net, self.ce = net, nn.CrossEntropyLoss()

    def construct(self, ids, mask, label):
        return self.ce(self.net(ids, mask), label)


net = Classifier()
model = Model(WithLoss(net), optimizer=nn.Adam(net.trainable_params(), 5e-3))
model.train(2, data, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
