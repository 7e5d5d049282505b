"""MLP classifier ported from torch: nn.Sequential(Linear, ReLU, Dropout(0.1), ...) translated
layer by layer to mindspore.nn."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(3)
N, D, C = 6000, 64, 10
W = rng.normal(size=(D, C)).astype(np.float32)
X = rng.normal(size=(N, D)).astype(np.float32)
Y = (X @ W + 0.5 * rng.normal(size=(N, C))).argmax(1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:5000], "y": Y[:5000]}, shuffle=True).batch(64)

net = nn.SequentialCell(
    nn.Dense(D, 256), nn.ReLU(), nn.Dropout(0.1),
    nn.Dense(256, 256), nn.ReLU(), nn.Dropout(0.1),
    nn.Dense(256, C),
)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)

for epoch in range(10):
    net.set_train(True)
    losses, correct, seen = [], 0, 0
    for x, y in train.create_tuple_iterator():
        losses.append(float(step(x, y).asnumpy()))
    net.set_train(False)
    train_acc = float((net(ms.Tensor(X[:5000])).asnumpy().argmax(1) == Y[:5000]).mean())
    val_acc = float((net(ms.Tensor(X[5000:])).asnumpy().argmax(1) == Y[5000:]).mean())
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {train_acc:.3f} val_acc {val_acc:.3f}")
