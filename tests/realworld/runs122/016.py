"""Point-cloud matching with a Sinkhorn (entropic OT) loss; Sinkhorn iterates in lax.while_loop until converged."""
import time, sys
import jax, jax.numpy as jnp, numpy as np, optax

def log(msg):
    print(f"[{time.strftime('%Y-%m-%d %H:%M:%S')}] {msg}", flush=True)

def sinkhorn(cost, eps=0.01, tol=1e-9):
    n, m = cost.shape
    a = jnp.full((n,), 1.0 / n); b = jnp.full((m,), 1.0 / m)
    K = jnp.exp(-jax.lax.stop_gradient(cost) / eps)   # plan is treated as constant (envelope theorem)
    def cond(state):
        u, v, err = state
        return err > tol
    def body(state):
        u, v, _ = state
        u = a / (K @ v)
        v = b / (K.T @ u)
        err = jnp.abs(u * (K @ v) - a).sum()
        return u, v, err
    u, v, _ = jax.lax.while_loop(cond, body, (jnp.ones(n), jnp.ones(m), jnp.array(jnp.inf)))
    P = jax.lax.stop_gradient(u[:, None] * K * v[None, :])
    return jnp.sum(P * cost)

def ot_loss(shift, src, tgt):
    moved = src + shift
    cost = jnp.sum((moved[:, None, :] - tgt[None, :, :]) ** 2, -1)
    return sinkhorn(cost / cost.max())

rng = np.random.default_rng(0)
src = jnp.asarray(rng.normal(size=(256, 3)), jnp.float32)
tgt = jnp.asarray(rng.normal(size=(256, 3)) + np.array([1.0, -0.5, 2.0]), jnp.float32)
shift = jnp.zeros(3)
tx = optax.adam(0.05); opt = tx.init(shift)
step_fn = jax.jit(jax.value_and_grad(ot_loss))
log(f"devices={jax.devices()} n_src={src.shape[0]} n_tgt={tgt.shape[0]}")
log("start optimisation (Sinkhorn eps=0.01, tol=1e-9)")
for it in range(200):
    loss, g = step_fn(shift, src, tgt)
    upd, opt = tx.update(g, opt); shift = optax.apply_updates(shift, upd)
    if it % 10 == 0:
        log(f"iter {it:4d} ot_loss={float(loss):.6f} shift={np.round(np.asarray(shift), 3).tolist()}")
log("done")
