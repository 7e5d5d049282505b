# Sequence regression with an Elman RNN (torch nn.RNN), mixed precision (bf16 compute, fp32 params) as in the torch autocast version.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

HID, T, FEAT = 64, 50, 8

class RNNRegressor(nn.Module):
    dtype: jnp.dtype = jnp.bfloat16
    @nn.compact
    def __call__(self, x):  # x: (B, T, F)
        cell = nn.SimpleCell(features=HID, dtype=self.dtype, param_dtype=jnp.float32)
        h0 = jnp.zeros((x.shape[0], HID), jnp.float32)
        def step(cell, h, xt):
            h, y = cell(h, xt)
            return h, y
        scan = nn.scan(step, variable_broadcast="params", split_rngs={"params": False},
                       in_axes=1, out_axes=1)
        h, ys = scan(cell, h0, x)
        return nn.Dense(1, dtype=self.dtype)(h).astype(jnp.float32)[:, 0]

def make_series(n, rng):
    t = np.linspace(0, 4 * np.pi, T + 1)
    phase = rng.uniform(0, 2 * np.pi, size=(n, 1))
    freq = rng.uniform(0.5, 1.5, size=(n, 1))
    base = np.sin(freq * t[None] + phase)
    X = np.stack([base[:, :-1] * (k + 1) / FEAT for k in range(FEAT)], -1).astype(np.float32)
    y = base[:, -1].astype(np.float32)
    return X, y

rng = np.random.default_rng(0)
X, y = make_series(2048, rng)
model = RNNRegressor()
params = model.init(jax.random.PRNGKey(0), jnp.asarray(X[:2]))["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))
opt_state = tx.init(params)
print("X", X.shape, "y", y.shape)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        pred = model.apply({"params": p}, xb)
        return jnp.mean((pred - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(5):
    perm = rng.permutation(len(y))
    for i in range(0, len(y) - 63, 64):
        b = perm[i:i + 64]
        params, opt_state, loss = train_step(params, opt_state, X[b], y[b])
    print(f"epoch {epoch} mse {float(loss):.5f}")
