# Tabular classifier ported from PyTorch. The torch code zero-initialised only the output layer
# (nn.init.zeros_(self.head.weight)); the port's init loop applies Zero to every Dense in cells_and_names().
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.common.initializer import initializer, Zero
ms.set_device("CPU")
ms.set_seed(1)
rng = np.random.default_rng(1)
N, D, C = 2048, 24, 4
W = rng.standard_normal((D, C))
X = rng.standard_normal((N, D)).astype(np.float32)
y = np.argmax(X @ W + 0.3 * rng.standard_normal((N, C)), axis=1).astype(np.int32)
net = nn.SequentialCell(nn.Dense(D, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, C))
for name, cell in net.cells_and_names():
    if isinstance(cell, nn.Dense):
        cell.weight.set_data(initializer(Zero(), cell.weight.shape, cell.weight.dtype))
        cell.bias.set_data(initializer(Zero(), cell.bias.shape, cell.bias.dtype))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda xb, yb: loss_fn(net(xb), yb), None, opt.parameters)
B = 64
for epoch in range(8):
    order = rng.permutation(N)
    total, correct = 0.0, 0
    for i in range(0, N, B):
        j = order[i:i + B]
        loss, grads = grad_fn(Tensor(X[j]), Tensor(y[j]))
        opt(grads)
        total += float(loss.asnumpy()) * len(j)
    pred = net(Tensor(X)).asnumpy().argmax(1)
    print(f"epoch {epoch} train_loss {total / N:.4f} train_acc {(pred == y).mean():.3f}", flush=True)
