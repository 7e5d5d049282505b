# Healthy: twin of 003 with __getitem__ returning a tuple in column_names order; a
# bag-of-embeddings classifier trains on the GeneratorDataset batches (GRAPH_MODE train cell).
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

class TextClsDataset:
    def __init__(self, n=128, seq=16, vocab=100):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(1, vocab, (n, seq)).astype(np.int32)
        self.labels = (self.ids[:, 0] >= vocab // 2).astype(np.int32)
    def __getitem__(self, i):
        return self.ids[i], self.labels[i]
    def __len__(self):
        return len(self.ids)

dataset = ds.GeneratorDataset(TextClsDataset(), column_names=["input_ids", "labels"], shuffle=True)
dataset = dataset.batch(16, drop_remainder=True)

class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab=100, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.head = nn.Dense(2 * dim, 2)
    def construct(self, ids):
        e = self.emb(ids)
        return self.head(ops.cat((e[:, 0], e.mean(1)), -1))

net = BagOfEmbeddings()
loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), 1e-2))
for epoch in range(5):
    losses = [float(train(ids, y).asnumpy()) for ids, y in dataset.create_tuple_iterator()]
    print(f"epoch {epoch} steps {len(losses)} mean loss {np.mean(losses):.4f}")
