# torch.compile(train_step) translated to mindspore.jit(capture_mode="bytecode"); logging stays outside
# the compiled function.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_device("CPU")
ms.set_seed(0)

model = nn.SequentialCell([nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, 1)])
opt = nn.Adam(model.trainable_params(), learning_rate=1e-2)
mse = nn.MSELoss()


def loss_fn(x, y):
    return mse(model(x), y)


grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)


@ms.jit(capture_mode="bytecode")
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


rng = np.random.default_rng(0)
X = rng.standard_normal((256, 10)).astype(np.float32)
Y = (X @ rng.standard_normal((10, 1))).astype(np.float32)
for epoch in range(6):
    losses = []
    for i in range(0, 256, 32):
        losses.append(float(train_step(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32])).asnumpy()))
    print(f"epoch {epoch} mean loss {np.mean(losses):.5f}")
print("finished")
