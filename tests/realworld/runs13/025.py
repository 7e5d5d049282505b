# Tabular classifier ported from PyTorch (fixed version): like the torch code, only the output layer is
# zero-initialised; the hidden layers keep MindSpore's default initialisation.
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
head = net[-1]
head.weight.set_data(initializer(Zero(), head.weight.shape, head.weight.dtype))
head.bias.set_data(initializer(Zero(), head.bias.shape, head.bias.dtype))
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
