"""Regression on tabular data; the update step was hand-ported from a PyTorch loop (p -= lr * grad)."""
import sys, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(1)(x).squeeze(-1)

rng = np.random.default_rng(1)
X = rng.normal(size=(4000, 12)).astype(np.float32)
true_w = rng.normal(size=(12,))
y = (np.sin(X @ true_w) + 0.1 * rng.normal(size=4000)).astype(np.float32)
X_tr, y_tr, X_va, y_va = X[:3200], y[:3200], X[3200:], y[3200:]

model = Regressor()
params = model.init(jax.random.key(42), X_tr[:1])["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
opt_state = tx.init(params)

def mse(p, xb, yb):
    return jnp.mean((model.apply({"params": p}, xb) - yb) ** 2)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, grads = jax.value_and_grad(mse)(params, xb, yb)
    updates, opt_state = tx.update(grads, opt_state, params)
    # torch: param.data -= lr * param.grad
    params = jax.tree.map(lambda p, u: p - u, params, updates)
    return params, opt_state, loss

eval_mse = jax.jit(mse)
bs = 64
nb = len(X_tr) // bs
for epoch in range(1, 7):
    print(f"Epoch {epoch}/6")
    t0 = time.time()
    perm = rng.permutation(len(X_tr))
    run = 0.0
    for b in range(nb):
        idx = perm[b * bs:(b + 1) * bs]
        params, opt_state, loss = step(params, opt_state, X_tr[idx], y_tr[idx])
        run += float(loss)
    vl = float(eval_mse(params, X_va, y_va))
    print(f"{nb}/{nb} [==============================] - {time.time()-t0:.0f}s - loss: {run/nb:.4f} - val_loss: {vl:.4f}")
print("done")
