"""MLP text-feature classifier ported line by line from PyTorch (nn.Linear -> nn.Dense, nn.Dropout -> nn.Dropout)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)


class Net(nn.Cell):
    def __init__(self, in_dim=64, hidden=256, num_classes=8):
        super().__init__()
        self.layers = nn.SequentialCell(
            nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(hidden, hidden), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(hidden, hidden), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(hidden, num_classes),
        )

    def construct(self, x):
        return self.layers(x)


rng = np.random.default_rng(0)
W = rng.normal(0, 1, (64, 8)).astype(np.float32)
def split(n, seed):
    r = np.random.default_rng(seed)
    x = r.normal(0, 1, (n, 64)).astype(np.float32)
    y = np.argmax(x @ W + r.normal(0, 0.5, (n, 8)), axis=1).astype(np.int32)
    return x, y

xtr, ytr = split(4000, 1)
xva, yva = split(1000, 2)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64)
val_ds = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(250)

net = Net()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=1e-3), metrics={"accuracy", "loss"})
for epoch in range(6):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(31)])
    res = model.eval(val_ds)
    print(f"epoch {epoch + 1}: val_loss={res['loss']:.4f} val_acc={res['accuracy']:.4f}")
