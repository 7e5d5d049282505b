"""Train a small autoencoder with an EMA copy of the weights (EMA / param-count helpers copied from our 2022 codebase)."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn


class AE(nn.Module):
    latent: int = 8

    @nn.compact
    def __call__(self, x):
        z = nn.Dense(self.latent)(nn.tanh(nn.Dense(64)(x)))
        return nn.Dense(x.shape[-1])(nn.tanh(nn.Dense(64)(z)))


def ema_update(ema_params, params, decay=0.999):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)


def count_params(params):
    return int(sum(jnp.product(jnp.array(p.shape)) for p in jax.tree_util.tree_leaves(params)))


def main():
    print(f"jax {jax.__version__}, optax {optax.__version__}")
    rng = np.random.default_rng(0)
    basis = rng.normal(size=(6, 32))
    data = (rng.normal(size=(4096, 6)) @ basis).astype(np.float32)
    model = AE()
    params = model.init(jax.random.PRNGKey(0), data[:1])["params"]
    print(f"AE: {count_params(params):,} parameters")
    ema_params = params
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, x):
        loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - x) ** 2))(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    t0 = time.time()
    for it in range(1, 301):
        idx = rng.integers(0, len(data), 128)
        params, opt_state, loss = step(params, opt_state, data[idx])
        ema_params = ema_update(ema_params, params)
        if it % 50 == 0:
            print(f"iter {it:4d} recon_mse {float(loss):.4f} ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
