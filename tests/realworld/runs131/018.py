"""Regression on raw sensor readings with a float16 network (port of a torch.autocast(dtype=torch.float16)
script, without the GradScaler)."""
import time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class SensorNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.astype(jnp.float16)
        for w in (256, 256, 128):
            x = nn.relu(nn.Dense(w, dtype=jnp.float16)(x))
        return nn.Dense(1, dtype=jnp.float16)(x)[..., 0].astype(jnp.float32)

rng = np.random.default_rng(0)
# raw ADC counts (0..4095) from 24 channels, target in physical units
X = rng.integers(0, 4096, (6000, 24)).astype(np.float32)
y = (X[:, :4].mean(1) * 0.8 + rng.normal(0, 20, 6000)).astype(np.float32)

model = SensorNet()
params = model.init(jax.random.key(0), X[:1])
tx = optax.adam(1e-3); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    def lf(p):
        pred = model.apply(p, xb)
        return jnp.mean((pred - yb) ** 2), jnp.mean(jnp.abs(pred - yb))
    (loss, mae), g = jax.value_and_grad(lf, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, mae

for epoch in range(1, 4):
    t0 = time.time(); n = 0
    for i in range(0, len(X), 200):
        params, opt_state, loss, mae = step(params, opt_state, X[i:i + 200], y[i:i + 200])
        n += 1
    print(f"Epoch {epoch}/3 - {n} steps - {time.time()-t0:.1f}s - loss: {float(loss):.4f} - mae: {float(mae):.4f}")
