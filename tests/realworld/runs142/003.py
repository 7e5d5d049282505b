"""Parity check: JAX/optax port of a PyTorch regression recipe (torch.optim.RMSprop(lr=1e-2)).

The reference numbers come from the original recipe's optimizer, re-implemented in numpy
exactly as torch.optim.RMSprop documents it (alpha=0.99, eps=1e-8, centered=False), fed the
same initial weights and the same batches. The port must match the reference losses.
"""
import numpy as np
import jax, jax.numpy as jnp
import optax

LR, STEPS, BS = 1e-2, 40, 64
rng = np.random.default_rng(0)
X = rng.normal(size=(BS * STEPS, 16)).astype(np.float32)
w_true = rng.normal(size=(16, 1)).astype(np.float32)
Y = (X @ w_true + 0.1 * rng.normal(size=(BS * STEPS, 1))).astype(np.float32)
init = {"w": (rng.normal(size=(16, 1)) * 0.1).astype(np.float32), "b": np.zeros((1,), np.float32)}

def loss_fn(p, x, y):
    return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)

grad_fn = jax.jit(jax.value_and_grad(loss_fn))

# ---- reference: torch.optim.RMSprop update rule (square_avg, alpha=0.99) ----
def torch_rmsprop_reference(params):
    p = {k: v.astype(np.float64) for k, v in params.items()}
    sq = {k: np.zeros_like(v) for k, v in p.items()}
    losses = []
    for s in range(STEPS):
        x, y = X[s*BS:(s+1)*BS], Y[s*BS:(s+1)*BS]
        l, g = grad_fn({k: v.astype(np.float32) for k, v in p.items()}, x, y)
        losses.append(float(l))
        for k in p:
            gk = np.asarray(g[k], np.float64)
            sq[k] = 0.99 * sq[k] + (1 - 0.99) * gk * gk
            p[k] = p[k] - LR * gk / (np.sqrt(sq[k]) + 1e-8)
    return np.array(losses)

# ---- port: optax ----
def optax_port(params):
    tx = optax.rmsprop(learning_rate=LR, eps=1e-8)
    p = jax.tree.map(jnp.asarray, params)
    st = tx.init(p)
    losses = []
    for s in range(STEPS):
        x, y = X[s*BS:(s+1)*BS], Y[s*BS:(s+1)*BS]
        l, g = grad_fn(p, x, y)
        losses.append(float(l))
        upd, st = tx.update(g, st, p)
        p = optax.apply_updates(p, upd)
    return np.array(losses)

ref = torch_rmsprop_reference(init)
port = optax_port(init)
print(f"{'step':>4} {'ref_loss':>10} {'jax_loss':>10} {'abs_diff':>10}")
for s in range(0, STEPS, 4):
    print(f"{s:>4} {ref[s]:>10.5f} {port[s]:>10.5f} {abs(ref[s]-port[s]):>10.5f}")
print(f"final: ref_loss={ref[-1]:.5f} jax_loss={port[-1]:.5f} max_abs_diff={np.max(np.abs(ref-port)):.5f}")
np.testing.assert_allclose(port, ref, rtol=1e-3, atol=1e-5)
print("parity OK")
