# MLP classifier ported from a PyTorch tabular script; data loader copied from the torch Dataset.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(2)

class TabularDataset:
    """Same as the torch version (there torch.tensor(..., dtype=torch.float32) did the cast)."""
    def __init__(self, n=1024, d=20, k=5):
        rng = np.random.default_rng(0)
        self.x = rng.standard_normal((n, d))
        w = rng.standard_normal((d, k))
        self.y = np.argmax(self.x @ w, axis=1).astype(np.int32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

class MLP(nn.Cell):
    def __init__(self, d=20, h=64, k=5):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(d, h), nn.ReLU(), nn.Dense(h, h), nn.ReLU(), nn.Dense(h, k))
    def construct(self, x):
        return self.net(x)

loader = ds.GeneratorDataset(TabularDataset(), ["features", "target"], shuffle=True).batch(64)
net = MLP()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"accuracy"})
print("batches:", loader.get_dataset_size())
model.train(5, loader, callbacks=[ms.LossMonitor(8)])
print(model.eval(loader))
