# torch AMP recipe ported to MindSpore:
#   scaler.scale(loss).backward(); torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0); scaler.step(opt)
# ported with mindspore.amp.StaticLossScaler + ops.clip_by_global_norm.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.amp import StaticLossScaler

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(8); np.random.seed(8)

X = np.random.randn(512, 20).astype(np.float32)
w_true = np.random.randn(20, 1).astype(np.float32)
Y = (X @ w_true + 0.1 * np.random.randn(512, 1)).astype(np.float32)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
loss_fn = nn.MSELoss()
scaler = StaticLossScaler(scale_value=2.0 ** 16)
MAX_GRAD_NORM = 1.0

def forward(x, y):
    loss = loss_fn(net(x), y)
    return scaler.scale(loss), loss

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

def train_step(x, y):
    (_, loss), grads = grad_fn(x, y)
    grads = ops.clip_by_global_norm(grads, MAX_GRAD_NORM)
    grads = scaler.unscale(grads)
    opt(grads)
    return loss

for epoch in range(10):
    losses = []
    for i in range(0, 512, 32):
        losses.append(train_step(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32])).asnumpy())
    print(f"epoch {epoch} | train_loss {np.mean(losses):.6f} | first_batch {losses[0]:.6f} | last_batch {losses[-1]:.6f}")
