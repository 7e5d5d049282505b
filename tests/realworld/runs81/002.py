# Mamba-style selective SSM block ported from the HF MambaMixer slow path:
#   discrete_time_step = nn.functional.softplus(self.dt_proj(time_step))
import numpy as np
import mindspore as ms
from mindspore import nn, mint, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(1)

D, N, SEQ, B = 16, 4, 12, 8

class TinyMamba(nn.Cell):
    def __init__(self):
        super().__init__()
        self.in_proj = nn.Dense(D, D)
        self.x_proj = nn.Dense(D, 1 + 2 * N, has_bias=False)
        self.dt_proj = nn.Dense(1, D)
        self.A_log = ms.Parameter(Tensor(np.log(np.tile(np.arange(1, N + 1, dtype=np.float32), (D, 1)))), name="A_log")
        self.out_proj = nn.Dense(D, 1)

    def construct(self, x):
        h = self.in_proj(x)                                   # (B, L, D)
        ssm = self.x_proj(h)
        time_step, Bm, Cm = ssm[..., :1], ssm[..., 1:1 + N], ssm[..., 1 + N:]
        dt = mint.nn.functional.softplus(self.dt_proj(time_step))   # (B, L, D)
        A = -ops.exp(self.A_log)                               # (D, N)
        state = ops.zeros((x.shape[0], D, N), ms.float32)
        ys = []
        for t in range(x.shape[1]):
            dA = ops.exp(dt[:, t, :, None] * A)
            dB = dt[:, t, :, None] * Bm[:, t, None, :]
            state = dA * state + dB * h[:, t, :, None]
            ys.append((state * Cm[:, t, None, :]).sum(-1))
        y = ops.stack(ys, axis=1)
        return self.out_proj(y[:, -1])

rng = np.random.default_rng(0)
X = rng.normal(size=(128, SEQ, D)).astype(np.float32)
Y = X[:, :, 0].sum(1, keepdims=True).astype(np.float32) * 0.1

net = TinyMamba()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
mse = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda a, b: mse(net(a), b), None, opt.parameters)
print("TinyMamba selective scan, d_model=%d d_state=%d" % (D, N))
for step in range(40):
    i = (step * B) % len(X)
    loss, grads = grad_fn(Tensor(X[i:i + B]), Tensor(Y[i:i + B]))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step:3d} mse {loss.asnumpy():.5f}")
