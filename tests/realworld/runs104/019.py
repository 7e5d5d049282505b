"""Glow-style flow step (actnorm + invertible 1x1 conv) on 8x8x4 inputs, trained in bfloat16 mixed precision."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

COMPUTE_DTYPE = jnp.bfloat16   # "mixed precision": params kept f32, compute in bf16

class Invertible1x1Conv(nn.Module):
    channels: int
    @nn.compact
    def __call__(self, x):
        w = self.param("w", lambda k, s: jnp.linalg.qr(jax.random.normal(k, s))[0], (self.channels, self.channels))
        w = w.astype(x.dtype)
        y = jnp.einsum("bhwc,cd->bhwd", x, w)
        H, W = x.shape[1:3]
        _, logdet = jnp.linalg.slogdet(w)
        return y, H * W * logdet

class FlowStep(nn.Module):
    channels: int = 4
    @nn.compact
    def __call__(self, x):
        loc = self.param("loc", nn.initializers.zeros, (self.channels,)).astype(x.dtype)
        logs = self.param("logs", nn.initializers.zeros, (self.channels,)).astype(x.dtype)
        x = (x + loc) * jnp.exp(logs)
        ld = x.shape[1] * x.shape[2] * logs.sum()
        x, ld2 = Invertible1x1Conv(self.channels)(x)
        return x, ld + ld2

def nll(params, x):
    x = x.astype(COMPUTE_DTYPE)
    z, logdet = model.apply({"params": params}, x)
    log_pz = -0.5 * jnp.sum(z.astype(jnp.float32) ** 2, axis=(1, 2, 3)) - 0.5 * np.log(2 * np.pi) * z[0].size
    return -jnp.mean(log_pz + logdet.astype(jnp.float32)) / z[0].size

r = np.random.default_rng(0)
data = (r.normal(size=(1024, 8, 8, 4)) @ np.array([[1, .5, 0, 0], [0, 1, .3, 0], [0, 0, 1, .2], [0, 0, 0, .5]])).astype(np.float32)

model = FlowStep()
params = model.init(jax.random.key(0), jnp.zeros((1, 8, 8, 4), jnp.float32))["params"]
print("params:", jax.tree.map(lambda p: (p.shape, str(p.dtype)), params))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x):
    loss, g = jax.value_and_grad(nll)(params, x)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

for step in range(100):
    i = (step * 64) % len(data)
    params, opt_state, loss = train_step(params, opt_state, data[i:i+64])
    if step % 20 == 0:
        print(f"step {step} bits/dim {float(loss) / np.log(2):.4f}")
