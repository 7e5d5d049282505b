"""Point-cloud autoencoder trained with a Sinkhorn (entropic OT) loss; pure JAX + optax.
Sinkhorn runs until convergence inside lax.while_loop (ported from the POT / geomloss loop)."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax

N_POINTS, DIM, LATENT = 128, 3, 16
EPS, TOL = 0.05, 1e-9          # tolerance copied from the float64 NumPy reference implementation

def sinkhorn_cost(x, y, eps=EPS, tol=TOL):
    C = jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, -1)
    n = x.shape[0]
    Cs = jax.lax.stop_gradient(C)      # envelope theorem: no gradient through the Sinkhorn iterations
    log_a = log_b = -jnp.log(n) * jnp.ones(n)
    def cond(state):
        f, g, err, it = state
        return err > tol
    def body(state):
        f, g, err, it = state
        f_new = -eps * jax.nn.logsumexp((g[None, :] - Cs) / eps + log_b[None, :], axis=1)
        g_new = -eps * jax.nn.logsumexp((f_new[:, None] - Cs) / eps + log_a[:, None], axis=0)
        err = jnp.max(jnp.abs(f_new - f))
        return f_new, g_new, err, it + 1
    f, g, err, it = jax.lax.while_loop(cond, body, (jnp.zeros(n), jnp.zeros(n), jnp.inf, 0))
    P = jnp.exp((f[:, None] + g[None, :] - C) / eps + log_a[:, None] + log_b[None, :])
    return jnp.sum(P * C), it

def init(key):
    k = jax.random.split(key, 4)
    return {"enc": jax.random.normal(k[0], (N_POINTS * DIM, LATENT)) * 0.02,
            "dec": jnp.zeros((LATENT, N_POINTS * DIM))}   # zero-init output layer

def loss_fn(p, cloud):
    z = jnp.tanh(cloud.reshape(-1) @ p["enc"])
    rec = (z @ p["dec"]).reshape(N_POINTS, DIM)
    return sinkhorn_cost(rec, cloud)

tx = optax.adam(1e-3)

@jax.jit
def train_step(p, s, cloud):
    (loss, iters), g = jax.value_and_grad(loss_fn, has_aux=True)(p, cloud)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, loss, iters

def main():
    r = np.random.default_rng(0)
    clouds = r.normal(size=(256, N_POINTS, DIM)).astype(np.float32)
    clouds /= np.linalg.norm(clouds, axis=-1, keepdims=True)      # points on the unit sphere
    p = init(jax.random.key(0)); s = tx.init(p)
    print(f"[train] {len(clouds)} clouds x {N_POINTS} pts, sinkhorn eps={EPS} tol={TOL}", flush=True)
    print("[train] compiling train_step ...", flush=True)
    t0 = time.time()
    for step in range(1, 1001):
        p, s, loss, iters = train_step(p, s, clouds[step % len(clouds)])
        if step % 10 == 0 or step == 1:
            print(f"[train] step {step:5d} | ot_loss {float(loss):.5f} | sinkhorn_iters {int(iters)} | {time.time()-t0:.1f}s", flush=True)

if __name__ == "__main__":
    main()
