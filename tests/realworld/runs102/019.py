"""Deep MLP for tabular churn prediction, ported from PyTorch. Train, checkpoint, then the nightly
scoring job rebuilds the model and restores the checkpoint."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(19)

D, H = 24, 64


class Block(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.fc = nn.Dense(dim, dim)
        self.act = nn.GELU()

    def construct(self, x):
        return self.act(self.fc(x))


class ChurnNet(nn.Cell):
    def __init__(self, depth=3):
        super().__init__()
        self.stem = nn.Dense(D, H)
        self.blocks = [Block(H) for _ in range(depth)]   # torch: nn.ModuleList([...])
        self.head = nn.Dense(H, 2)

    def construct(self, x):
        h = self.stem(x)
        for blk in self.blocks:
            h = blk(h)
        return self.head(h)


w = np.random.randn(D).astype(np.float32)
def data(n):
    x = np.random.randn(n, D).astype(np.float32)
    y = ((x @ w + 0.5 * np.sin(3 * x[:, 0]) * x[:, 1]) > 0).astype(np.int32)
    return x, y


xtr, ytr = data(3000)
xte, yte = data(600)
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64)

net = ChurnNet()
print(f"trainable parameters: {sum(p.size for p in net.trainable_params())}")
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 2e-3))
model.train(4, train, callbacks=[LossMonitor(47)], dataset_sink_mode=False)
acc = (net(Tensor(xte)).asnumpy().argmax(-1) == yte).mean()
print(f"test accuracy after training: {acc:.4f}")
ms.save_checkpoint(net, "churn_019.ckpt")

# ---- nightly scoring job ----
scorer = ChurnNet()
not_loaded, unused = ms.load_param_into_net(scorer, ms.load_checkpoint("churn_019.ckpt"), strict_load=True)
print("restored churn_019.ckpt, not loaded:", not_loaded, "unused:", unused)
acc = (scorer(Tensor(xte)).asnumpy().argmax(-1) == yte).mean()
print(f"scoring job accuracy: {acc:.4f}")
