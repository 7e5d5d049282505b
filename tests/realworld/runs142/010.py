"""Image denoiser (nnx) ported from a PyTorch model that used reflection padding:
    x = F.pad(x, (1, 1, 1, 1), mode="reflect"); x = self.conv(x)   # conv with padding=0
"""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class ReflectConv(nnx.Module):
    def __init__(self, cin, cout, rngs):
        self.conv = nnx.Conv(cin, cout, (3, 3), padding="VALID", rngs=rngs)
    def __call__(self, x):
        x = jnp.pad(x, (1, 1, 1, 1), mode="reflect")     # F.pad(x, (1, 1, 1, 1), mode="reflect")
        return self.conv(x)

class Denoiser(nnx.Module):
    def __init__(self, rngs, width=32, depth=4):
        self.inp = ReflectConv(1, width, rngs)
        self.body = nnx.List([ReflectConv(width, width, rngs) for _ in range(depth)])
        self.out = ReflectConv(width, 1, rngs)
    def __call__(self, x):
        h = nnx.relu(self.inp(x))
        for blk in self.body:
            h = nnx.relu(blk(h)) + h
        return x - self.out(h)          # residual: predict the noise

def batches(rng, n_steps, bs=16, size=32, sigma=0.2):
    yy, xx = np.mgrid[0:size, 0:size] / size
    for _ in range(n_steps):
        f = rng.uniform(1, 4, (bs, 1, 1)); ph = rng.uniform(0, 6.28, (bs, 1, 1))
        clean = (0.5 + 0.5 * np.sin(2 * np.pi * f * xx + ph) * np.cos(2 * np.pi * f * yy))[..., None]
        noisy = clean + sigma * rng.normal(size=clean.shape)
        yield noisy.astype(np.float32), clean.astype(np.float32)

model = Denoiser(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(2e-4), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, noisy, clean):
    def loss_fn(m):
        return jnp.mean((m(noisy) - clean) ** 2)
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss

print(f"params: {sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param)))}")
t0 = time.time()
for step, (noisy, clean) in enumerate(batches(np.random.default_rng(0), 300), 1):
    loss = train_step(model, opt, noisy, clean)
    if step % 50 == 0:
        psnr = -10 * np.log10(float(loss))
        print(f"[step {step:4d}] mse={float(loss):.5f} psnr={psnr:.2f}dB ({time.time()-t0:.1f}s)")
