# Optimizer-step parity: torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0) ported with ops.clip_by_norm
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
net = nn.SequentialCell(nn.Dense(6, 8), nn.Tanh(), nn.Dense(8, 1))
loss_fn = nn.MSELoss()
gfn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, net.trainable_params())
x = Tensor((np.random.randn(16, 6) * 5).astype(np.float32))
y = Tensor((np.random.randn(16, 1) * 10).astype(np.float32))
loss, grads = gfn(x, y)
g_np = [g.asnumpy() for g in grads]
total_norm = np.sqrt(sum((g ** 2).sum() for g in g_np))
print(f"loss {loss.asnumpy():.4f} total grad norm {total_norm:.4f}")
# what torch does (reference computed from the same grads)
coef = min(1.0, 1.0 / (total_norm + 1e-6))
torch_clipped = [g * coef for g in g_np]
# port
clipped = [ops.clip_by_norm(g, 1.0).asnumpy() for g in grads]
for p, a, b in zip(net.trainable_params(), clipped, torch_clipped):
    print(f"{p.name:12s} clipped-grad max_abs_diff vs torch {np.abs(a - b).max():.4e}")
new_norm = np.sqrt(sum((c ** 2).sum() for c in clipped))
print(f"global norm after clipping: mindspore {new_norm:.4f} torch {np.sqrt(sum((c**2).sum() for c in torch_clipped)):.4f}")
assert np.allclose(new_norm, 1.0, atol=1e-3), "clipped gradients do not match the torch reference"
