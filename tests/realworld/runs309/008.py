# Parity check of a JAX/Optax port against the PyTorch reference training loop (linear regression + RMSprop).
# The reference loop is re-implemented with NumPy, step for step as torch.optim.RMSprop(lr=1e-2) computes it.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

LR, STEPS, BS = 1e-2, 200, 32
r = np.random.default_rng(0)
X = r.normal(size=(2048, 8)).astype(np.float32)
W_TRUE = r.normal(size=(8, 1)).astype(np.float32)
Y = (X @ W_TRUE + 0.1 * r.normal(size=(2048, 1))).astype(np.float32)
batches = [(X[i:i+BS], Y[i:i+BS]) for i in range(0, 2048, BS)]

model = nn.Dense(1)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]

# ---- reference: torch.optim.RMSprop defaults (alpha=0.99, eps=1e-8, eps added after sqrt) ----
ref = {"kernel": np.array(params["kernel"], np.float64), "bias": np.array(params["bias"], np.float64)}
sq = {k: np.zeros_like(v) for k, v in ref.items()}
ref_losses = []
for s in range(STEPS):
    xb, yb = batches[s % len(batches)]
    err = xb @ ref["kernel"] + ref["bias"] - yb
    ref_losses.append(float(np.mean(err ** 2)))
    g = {"kernel": 2 * xb.T @ err / len(xb), "bias": 2 * err.mean(0)}
    for k in ref:
        sq[k] = 0.99 * sq[k] + 0.01 * g[k] ** 2
        ref[k] -= LR * g[k] / (np.sqrt(sq[k]) + 1e-8)

# ---- JAX port ----
tx = optax.rmsprop(LR)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

print(f"{'step':>5} {'jax_loss':>12} {'torch_ref_loss':>15} {'abs_diff':>10}")
for s in range(STEPS):
    xb, yb = batches[s % len(batches)]
    params, opt_state, loss = train_step(params, opt_state, xb, yb)
    if s % 10 == 0 or s == STEPS - 1:
        print(f"{s:5d} {float(loss):12.6f} {ref_losses[s]:15.6f} {abs(float(loss) - ref_losses[s]):10.6f}")
