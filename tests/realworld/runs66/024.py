# Gradient inspection ported from torch.autograd.grad:
#   grads = torch.autograd.grad(loss, model.parameters(), grad_outputs=torch.ones_like(loss))
# grad_outputs maps to MindSpore's sens, so the grad function is built with sens_param=True.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(17)

model = nn.SequentialCell(nn.Dense(12, 48), nn.GELU(approximate=False), nn.Dense(48, 4))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)

def compute_loss(x, labels):
    return loss_fn(model(x), labels)

grad_fn = ms.grad(compute_loss, grad_position=None, weights=opt.parameters, sens_param=True)

rng = np.random.default_rng(17)
for step in range(30):
    x = ms.Tensor(rng.normal(size=(24, 12)).astype(np.float32))
    labels = ms.Tensor(rng.integers(0, 4, size=24).astype(np.int32))
    loss = compute_loss(x, labels)
    grads = grad_fn(x, labels)                     # grad_outputs=ones_like(loss)
    norms = [float(ops.norm(g).asnumpy()) for g in grads]
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f} max layer grad norm {max(norms):.4f}")
