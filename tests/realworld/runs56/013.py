# Optimizer parity: torch.optim.RMSprop(params, lr=1e-2) ported as nn.RMSProp(params, learning_rate=1e-2).
# Reference: the torch RMSprop update rule replayed in numpy on the same gradients.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
rng = np.random.default_rng(0)
net = nn.Dense(5, 1)
w0 = [p.asnumpy().copy() for p in net.trainable_params()]
opt = nn.RMSProp(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.MSELoss()
gfn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

ref = [w.copy() for w in w0]
sq = [np.zeros_like(w) for w in w0]
alpha, eps, lr = 0.99, 1e-8, 1e-2   # torch defaults
for step in range(10):
    x = rng.standard_normal((16, 5)).astype(np.float32)
    y = (x @ np.array([[1.], [-2.], [0.5], [3.], [0.]], np.float32))
    # torch reference uses the gradient at its own weights
    pred = x @ ref[0].T + ref[1]
    gout = 2 * (pred - y) / y.size
    gref = [gout.T @ x, gout.sum(0)]
    for i in range(2):
        sq[i] = alpha * sq[i] + (1 - alpha) * gref[i] ** 2
        ref[i] = ref[i] - lr * gref[i] / (np.sqrt(sq[i]) + eps)
    loss, grads = gfn(Tensor(x), Tensor(y))
    opt(grads)
    ms_w = [p.asnumpy() for p in net.trainable_params()]
    d = max(np.abs(a - b).max() for a, b in zip(ms_w, ref))
    print(f"step {step} loss {loss.asnumpy():.4f} max abs weight diff vs torch RMSprop {d:.4e}")
assert d < 1e-4, f"ported RMSProp run diverges from the torch reference (max abs weight diff {d:.3e})"
