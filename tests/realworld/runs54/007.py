# torch.compile(fullgraph=True) train step translated to mindspore.jit(capture_mode="bytecode", fullgraph=True).
# The torch loop logged the loss from inside the step with loss.item().
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
global_step = [0]


@ms.jit(capture_mode="bytecode", fullgraph=True)
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    if global_step[0] % 10 == 0:
        print(f"[train_step] step {global_step[0]} loss {loss.asnumpy().item():.5f}")
    return loss


X = np.random.randn(256, 10).astype(np.float32)
Y = (X @ np.random.randn(10, 1)).astype(np.float32)
for epoch in range(3):
    for i in range(0, 256, 32):
        loss = train_step(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32]))
        global_step[0] += 1
    print(f"epoch {epoch} last loss {loss}")
