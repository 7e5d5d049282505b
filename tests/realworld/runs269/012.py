# Healthy: LSTM sequence regression (predict running sum sign) with nn.RNN (lax.scan under the hood), jit + optax
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class SeqModel(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.RNN(nn.OptimizedLSTMCell(64))(x)
        return nn.Dense(1)(h)[..., 0]

r = np.random.default_rng(0)
def batch(bs=64, T=30):
    x = r.normal(size=(bs, T, 1)).astype(np.float32)
    return x, np.tanh(np.cumsum(x[..., 0], 1) / 3.0).astype(np.float32)

model = SeqModel()
x0, _ = batch()
params = model.init(jax.random.PRNGKey(0), x0)["params"]
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 50, 600)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(sched)); opt = tx.init(params)

@jax.jit
def step(params, opt, x, y):
    def lf(p): return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    l, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, l

for i in range(600):
    x, y = batch()
    params, opt, l = step(params, opt, x, y)
    if i % 50 == 0 or i == 599: print(f"step {i} lr {float(sched(i)):.2e} mse {float(l):.5f}")
xv, yv = batch(512)
print(f"val mse {float(jnp.mean((model.apply({'params': params}, xv) - yv) ** 2)):.5f}")
