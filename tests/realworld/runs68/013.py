# 1-D Fourier Neural Operator layer ported from PyTorch. The torch code kept a complex nn.Parameter
# (torch.cfloat); MindSpore optimizers and autodiff want real parameters, so the spectral weights are stored as
# real and imaginary parts and combined with ops.Complex inside construct. irfft gets n= explicitly.
# torch.einsum("bix,iox->box", ...) kept as ops.einsum.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SpectralConv1d(nn.Cell):
    def __init__(self, ch, modes):
        super().__init__()
        self.modes = modes
        scale = 1.0 / (ch * ch)
        self.w_re = ms.Parameter(ms.Tensor((scale * np.random.rand(ch, ch, modes)).astype(np.float32)), name="w_re")
        self.w_im = ms.Parameter(ms.Tensor((scale * np.random.rand(ch, ch, modes)).astype(np.float32)), name="w_im")
    def construct(self, x):                      # x: (B, C, N)
        n = x.shape[-1]
        xf = ops.rfft(x, dim=-1)[:, :, :self.modes]
        xr, xi = ops.real(xf), ops.imag(xf)
        yr = ops.einsum("bim,iom->bom", xr, self.w_re) - ops.einsum("bim,iom->bom", xi, self.w_im)
        yi = ops.einsum("bim,iom->bom", xr, self.w_im) + ops.einsum("bim,iom->bom", xi, self.w_re)
        pad = n // 2 + 1 - self.modes
        yr = ops.pad(yr, (0, pad)); yi = ops.pad(yi, (0, pad))
        return ops.irfft(ops.Complex()(yr, yi), n=n, dim=-1)

class FNO(nn.Cell):
    def __init__(self, ch=16, modes=8):
        super().__init__()
        self.lift = nn.Dense(2, ch)
        self.spec = nn.CellList([SpectralConv1d(ch, modes) for _ in range(2)])
        self.w = nn.CellList([nn.Conv1d(ch, ch, 1, has_bias=True) for _ in range(2)])
        self.proj = nn.Dense(ch, 1)
    def construct(self, a, grid):
        h = self.lift(ops.stack([a, grid], -1)).transpose(0, 2, 1)
        for k in range(2):
            h = ops.gelu(self.spec[k](h) + self.w[k](h))
        return self.proj(h.transpose(0, 2, 1)).squeeze(-1)

rng = np.random.default_rng(0)
n, B = 64, 32
grid = np.linspace(0, 1, n, endpoint=False).astype(np.float32)
def sample(bs):     # learn the antiderivative-like smoothing operator u = low-pass(a)
    a = rng.normal(size=(bs, n)).astype(np.float32)
    A = np.fft.rfft(a, axis=-1); A[:, 6:] = 0
    return a, np.fft.irfft(A * 0.5, n=n, axis=-1).astype(np.float32)

model = FNO()
opt = nn.Adam(model.trainable_params(), learning_rate=3e-3)
G = ms.Tensor(np.broadcast_to(grid, (B, n)).copy())
grad_fn = ms.value_and_grad(lambda a, u: ops.mse_loss(model(a, G), u), None, opt.parameters)
for step in range(120):
    a, u = sample(B)
    loss, grads = grad_fn(ms.Tensor(a), ms.Tensor(u))
    opt(grads)
    if step % 10 == 0 or step == 119:
        print(f"step {step:3d} mse {loss.asnumpy():.6f}")
print("done")
