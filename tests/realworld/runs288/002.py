# Small GRU text classifier ported from PyTorch, trained with Model.train in GRAPH_MODE
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
np.random.seed(1)

VOCAB, SEQ, N = 200, 24, 640

class TextDataset:
    def __init__(self, n):
        self.x = np.random.randint(1, VOCAB, size=(n, SEQ)).astype(np.int32)
        self.lengths = np.random.randint(4, SEQ + 1, size=(n,)).astype(np.int32)
        for i, l in enumerate(self.lengths):
            self.x[i, l:] = 0
        self.y = (self.x[:, 0] % 2).astype(np.int32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.x)

class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=0)
        self.gru = nn.GRU(32, 64, batch_first=True)
        self.head = nn.Dense(64, 2)
    def construct(self, ids):
        h = self.emb(ids)
        out, _ = self.gru(h)
        # mean over non-pad tokens, as in the torch version
        mask = (ids != 0).astype(ms.float32)
        lengths = mask.sum(axis=1, keepdims=True)
        try:
            pooled = (out * mask.expand_dims(-1)).sum(axis=1) / lengths
        except ZeroDivisionError:
            pooled = out[:, -1]
        return self.head(pooled)

train = ds.GeneratorDataset(TextDataset(N), ["ids", "label"], shuffle=True).batch(32, drop_remainder=True)
net = GRUClassifier()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})
print(f"steps per epoch: {train.get_dataset_size()}")
model.train(2, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print(model.eval(train, dataset_sink_mode=False))
