# keeping a running log of per-step metrics inside the compiled step (torch: self.history.append(loss.item()))
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
net = nn.SequentialCell(nn.Dense(8, 16), nn.Tanh(), nn.Dense(16, 1))
opt = nn.SGD(net.trainable_params(), 0.05)
loss_fn = nn.MSELoss()
history = []

def fwd(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, g = grad_fn(x, y)
    opt(g)
    history.append(loss.item())
    return loss

x = Tensor(np.random.randn(64, 8).astype(np.float32))
y = Tensor(np.random.randn(64, 1).astype(np.float32))
for i in range(5):
    train_step(x, y)
print("history:", history)
print("mean loss of last 3 steps:", sum(history[-3:]) / 3)
