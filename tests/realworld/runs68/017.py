# MAML inner loop ported from higher/torch.func: a closure updates the fast weights and counts steps
# with `nonlocal`, then the outer loop differentiates through it. The train step is wrapped in ms.jit.
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

def model(w, b, x):
    return ops.matmul(x, w) + b

def loss(w, b, x, y):
    return ((model(w, b, x) - y) ** 2).mean()

inner_grad = ms.grad(loss, grad_position=(0, 1))

@ms.jit
def maml_loss(w, b, xs, ys, xq, yq):
    fw, fb = w, b
    steps = 0
    def inner_step():
        nonlocal fw, fb, steps
        gw, gb = inner_grad(fw, fb, xs, ys)
        fw = fw - 0.01 * gw
        fb = fb - 0.01 * gb
        steps += 1
    for _ in range(3):
        inner_step()
    return loss(fw, fb, xq, yq)

outer = ms.value_and_grad(maml_loss, grad_position=(0, 1))
rng = np.random.default_rng(0)
w = ms.Tensor(rng.normal(size=(1, 1)).astype(np.float32))
b = ms.Tensor(np.zeros(1, np.float32))
for it in range(20):
    amp, phase = rng.uniform(0.5, 2), rng.uniform(0, np.pi)
    xs = rng.uniform(-5, 5, (10, 1)).astype(np.float32); xq = rng.uniform(-5, 5, (10, 1)).astype(np.float32)
    ys = (amp * np.sin(xs + phase)).astype(np.float32); yq = (amp * np.sin(xq + phase)).astype(np.float32)
    l, (gw, gb) = outer(w, b, ms.Tensor(xs), ms.Tensor(ys), ms.Tensor(xq), ms.Tensor(yq))
    w, b = w - 0.001 * gw, b - 0.001 * gb
    print(f"meta-iter {it} query loss {l.asnumpy():.4f}")
