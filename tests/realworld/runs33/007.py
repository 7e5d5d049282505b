# Regression training loop ported from PyTorch:
#   loss.backward(); torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0); optimizer.step()
# clip_grad_norm_ clips in place; the port calls ops.clip_by_global_norm(grads, 1.0), which RETURNS the
# clipped gradients, but still passes the original grads to the optimizer.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
x = (rng.standard_normal((512, 16)) * 10).astype(np.float32)          # features in raw units
y = (x @ rng.standard_normal((16, 1)) + 5).astype(np.float32)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.01)
loss_fn = nn.MSELoss()
def fwd(a, b):
    return loss_fn(net(a), b)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(1, 21):
    i = (step * 32) % 512
    loss, grads = grad_fn(Tensor(x[i:i + 32]), Tensor(y[i:i + 32]))
    ops.clip_by_global_norm(grads, 1.0)          # torch: clip_grad_norm_(..., 1.0) (in place)
    opt(grads)
    print(f"step {step:2d} loss {float(loss.asnumpy()):.6g}")
