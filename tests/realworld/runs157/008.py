"""Direction-regression with a von Mises-Fisher NLL (port of a PyTorch repo that used scipy's Bessel ive on CPU).

jax.scipy.special has no `ive`, so the port wraps scipy's implementation with jax.pure_callback.
"""
import numpy as np
import scipy.special
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

DIM = 3

def bessel_ive(order, kappa):
    def _host(k):
        return np.asarray(scipy.special.ive(order, k), dtype=np.float32)
    return jax.pure_callback(_host, jax.ShapeDtypeStruct(kappa.shape, jnp.float32), kappa, vmap_method="expand_dims")

def vmf_log_normalizer(kappa, p=DIM):
    v = p / 2.0 - 1.0
    # log C_p(kappa) = v log k - (p/2) log 2pi - log I_v(k);  I_v(k) = ive(v, k) * exp(k)
    return v * jnp.log(kappa) - (p / 2.0) * jnp.log(2 * jnp.pi) - (jnp.log(bessel_ive(v, kappa)) + kappa)

class DirNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(64)(x))
        h = nn.relu(nn.Dense(64)(h))
        mu = nn.Dense(DIM)(h)
        mu = mu / jnp.linalg.norm(mu, axis=-1, keepdims=True)
        kappa = nn.softplus(nn.Dense(1)(h))[:, 0] + 1.0
        return mu, kappa

def vmf_nll(params, model, x, y):
    mu, kappa = model.apply({"params": params}, x)
    return -(vmf_log_normalizer(kappa) + kappa * jnp.sum(mu * y, axis=-1)).mean()

def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(1024, 10)).astype(np.float32)
    W = rng.normal(size=(10, DIM)).astype(np.float32)
    y = x @ W + 0.3 * rng.normal(size=(1024, DIM)).astype(np.float32)
    y /= np.linalg.norm(y, axis=-1, keepdims=True)

    model = DirNet()
    params = model.init(jax.random.key(0), jnp.asarray(x[:1]))["params"]
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    print(f"train vMF head: n={len(x)} dim={DIM}")
    print(f"initial nll (forward only): {float(vmf_nll(params, model, jnp.asarray(x[:128]), jnp.asarray(y[:128]))):.4f}")

    @jax.jit
    def step(params, opt_state, xb, yb):
        loss, g = jax.value_and_grad(vmf_nll)(params, model, xb, yb)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    for epoch in range(5):
        for i in range(0, len(x), 128):
            params, opt_state, loss = step(params, opt_state, jnp.asarray(x[i:i + 128]), jnp.asarray(y[i:i + 128]))
        print(f"epoch {epoch} nll {float(loss):.4f}")

if __name__ == "__main__":
    main()
