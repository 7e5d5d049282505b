"""GRU forecaster for long sensor sequences (ported from a PyTorch training script)."""
import os, time, sys
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

SEQ_LEN, FEAT, HID, BATCH = 2048, 8, 64, 16
print(f"[{time.strftime('%H:%M:%S')}] jax {jax.__version__} backend={jax.default_backend()} "
      f"seq_len={SEQ_LEN} hidden={HID} batch={BATCH}", flush=True)

class Forecaster(nn.Module):
    @nn.compact
    def __call__(self, x):
        cell = nn.GRUCell(features=HID)
        h = jnp.zeros((x.shape[0], HID))
        # same as the torch loop: for t in range(seq_len): h = self.cell(x[:, t], h)
        for t in range(x.shape[1]):
            h, _ = cell(h, x[:, t])
        return nn.Dense(1)(h)[:, 0]

def make_batch(rng):
    x = rng.normal(size=(BATCH, SEQ_LEN, FEAT)).astype(np.float32).cumsum(1) * 0.05
    y = x[:, -64:, 0].mean(1)
    return x, y.astype(np.float32)

model = Forecaster()
rng = np.random.default_rng(0)
x0, _ = make_batch(rng)
t0 = time.time()
params = jax.jit(model.init)(jax.random.PRNGKey(0), x0[:1])["params"]
print(f"[{time.strftime('%H:%M:%S')}] init done in {time.time()-t0:.1f}s", flush=True)
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

print(f"[{time.strftime('%H:%M:%S')}] compiling train_step ...", flush=True)
for step in range(1, 201):
    x, y = make_batch(rng)
    t0 = time.time()
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step == 1 or step % 20 == 0:
        print(f"[{time.strftime('%H:%M:%S')}] step {step} loss {float(loss):.5f} ({time.time()-t0:.2f}s)", flush=True)
