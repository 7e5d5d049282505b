"""Flow-matching (rectified flow) on a 2-D two-moons toy set; Euler sampler in a lax.while_loop."""
import time
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax

NUM_SAMPLE_STEPS = 10

class VelocityNet(nn.Module):
    @nn.compact
    def __call__(self, x, t):
        h = jnp.concatenate([x, jnp.sin(t * jnp.arange(1, 9)), jnp.cos(t * jnp.arange(1, 9))], axis=-1)
        for _ in range(3):
            h = nn.silu(nn.Dense(128)(h))
        return nn.Dense(2)(h)

def moons(rng, n):
    a = rng.uniform(0, np.pi, n); lab = rng.integers(0, 2, n)
    x = np.where(lab[:, None] == 0, np.stack([np.cos(a), np.sin(a)], 1), np.stack([1 - np.cos(a), 0.5 - np.sin(a)], 1))
    return (x + 0.05 * rng.normal(size=(n, 2))).astype(np.float32)

model = VelocityNet()
tx = optax.adam(1e-3)

@jax.jit
def train_step(params, opt_state, x1, key):
    k1, k2 = jax.random.split(key)
    x0 = jax.random.normal(k1, x1.shape)
    t = jax.random.uniform(k2, (x1.shape[0], 1))
    xt = (1 - t) * x0 + t * x1
    def lf(p):
        return jnp.mean((model.apply({"params": p}, xt, t) - (x1 - x0)) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    up, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, up), opt_state, loss

@jax.jit
def sample(params, key):
    # integrate the ODE backwards in "remaining time": tau goes 1 -> 0, model time is 1 - tau
    x = jax.random.normal(key, (512, 2))
    dt = 1.0 / NUM_SAMPLE_STEPS
    def cond(state):
        tau, _ = state
        return tau != 0.0
    def body(state):
        tau, x = state
        t = jnp.full((x.shape[0], 1), 1.0 - tau)
        x = x + dt * model.apply({"params": params}, x, t)
        return tau - dt, x
    _, x = jax.lax.while_loop(cond, body, (jnp.float32(1.0), x))
    return x

def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1, 2)), jnp.zeros((1, 1)))["params"]
    opt_state = tx.init(params)
    t0 = time.time()
    for step in range(1, 1501):
        key, sk = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, moons(rng, 256), sk)
        if step == 1 or step % 250 == 0:
            print(f"[train] step {step:5d}/1500  loss {float(loss):.4f}  ({time.time()-t0:.1f}s)", flush=True)
    print(f"[sample] generating 512 points with {NUM_SAMPLE_STEPS} Euler steps ...", flush=True)
    xs = sample(params, key)
    print(f"[sample] done: mean={np.asarray(xs.mean(0))} std={np.asarray(xs.std(0))}", flush=True)

if __name__ == "__main__":
    main()
