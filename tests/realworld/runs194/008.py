"""Tiny class-conditional DDPM on 2-D points, bf16 compute, classifier-free guidance sampling."""
import functools
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax

T = 100
betas = jnp.linspace(1e-4, 0.02, T)
alphas = 1.0 - betas
abar = jnp.cumprod(alphas)
NULL_CLASS = 4

class EpsNet(nn.Module):
    dtype: jnp.dtype = jnp.bfloat16
    @nn.compact
    def __call__(self, x, t, c):
        temb = nn.Embed(T, 64, dtype=self.dtype)(t)
        cemb = nn.Embed(NULL_CLASS + 1, 64, dtype=self.dtype)(c)
        h = nn.Dense(64, dtype=self.dtype)(x) + temb + cemb
        h = nn.gelu(nn.Dense(128, dtype=self.dtype)(h))
        h = nn.gelu(nn.Dense(128, dtype=self.dtype)(h))
        return nn.Dense(2, dtype=self.dtype)(h)

model = EpsNet()

def data(rng, n):
    c = rng.integers(0, 4, n)
    centers = np.array([[2, 2], [-2, 2], [-2, -2], [2, -2]], np.float32)
    return (centers[c] + 0.3 * rng.normal(size=(n, 2))).astype(np.float32), c.astype(np.int32)

@jax.jit
def train_step(params, opt_state, x0, c, key):
    k1, k2, k3 = jax.random.split(key, 3)
    t = jax.random.randint(k1, (x0.shape[0],), 0, T)
    noise = jax.random.normal(k2, x0.shape)
    c = jnp.where(jax.random.uniform(k3, c.shape) < 0.1, NULL_CLASS, c)   # label dropout for CFG
    xt = jnp.sqrt(abar[t])[:, None] * x0 + jnp.sqrt(1 - abar[t])[:, None] * noise
    def loss_fn(p):
        eps = model.apply({"params": p}, xt, t, c).astype(jnp.float32)
        return jnp.mean((eps - noise) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    up, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, up), opt_state, loss

@jax.jit
def sample(params, c, guidance_scale, key):
    x = jax.random.normal(key, (c.shape[0], 2))
    def body(i, carry):
        x, key = carry
        t = T - 1 - i
        tt = jnp.full((x.shape[0],), t)
        def guided(x):
            eps_c = model.apply({"params": params}, x, tt, c)
            eps_u = model.apply({"params": params}, x, tt, jnp.full_like(c, NULL_CLASS))
            return eps_u + guidance_scale * (eps_c - eps_u)
        def unguided(x):
            return model.apply({"params": params}, x, tt, c)
        eps = jax.lax.cond(guidance_scale > 1.0, guided, unguided, x)
        key, sk = jax.random.split(key)
        mean = (x - betas[t] / jnp.sqrt(1 - abar[t]) * eps) / jnp.sqrt(alphas[t])
        x = mean + jnp.where(t > 0, jnp.sqrt(betas[t]), 0.0) * jax.random.normal(sk, x.shape)
        return x, key
    x, _ = jax.lax.fori_loop(0, T, body, (x, key))
    return x

tx = optax.adam(2e-3)

def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1, 2)), jnp.zeros((1,), jnp.int32), jnp.zeros((1,), jnp.int32))["params"]
    opt_state = tx.init(params)
    for step in range(1, 301):
        x0, c = data(rng, 256)
        key, sk = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, x0, c, sk)
        if step % 50 == 0:
            print(f"step {step} loss {float(loss):.4f}")
    print("sampling 64 points per class with guidance_scale=3.0")
    c = jnp.repeat(jnp.arange(4), 64)
    xs = sample(params, c, jnp.float32(3.0), key)
    for k in range(4):
        print(f"class {k}: mean={np.asarray(xs[c == k].mean(0))}")

if __name__ == "__main__":
    main()
