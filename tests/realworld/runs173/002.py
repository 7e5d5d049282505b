"""Exact GP regression: learn RBF kernel hyper-parameters by maximising the marginal likelihood (port of a gpytorch notebook)."""
import math

import jax
import jax.numpy as jnp
import numpy as np
import optax

N_TRAIN = 300
ITERS = 150
LR = 0.1


def make_data(seed=0):
    rng = np.random.default_rng(seed)
    x = np.sort(rng.uniform(-4.0, 4.0, size=(N_TRAIN, 1)).astype(np.float32), axis=0)
    y = np.sin(1.5 * x[:, 0]) + 0.3 * np.cos(4.0 * x[:, 0]) + 1e-3 * rng.normal(size=N_TRAIN)
    return jnp.asarray(x), jnp.asarray(y.astype(np.float32))


def rbf(x1, x2, lengthscale, variance):
    d2 = jnp.sum((x1[:, None, :] - x2[None, :, :]) ** 2, axis=-1)
    return variance * jnp.exp(-0.5 * d2 / lengthscale ** 2)


def unpack(p):
    return jnp.exp(p["log_lengthscale"]), jnp.exp(p["log_variance"]), jnp.exp(p["log_noise"])


def neg_mll(p, x, y):
    ls, var, noise = unpack(p)
    K = rbf(x, x, ls, var) + noise * jnp.eye(x.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    n = x.shape[0]
    nll = 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * n * math.log(2 * math.pi)
    return nll / n


def main():
    x, y = make_data()
    print(f"train points: {x.shape[0]}, y mean {float(y.mean()):.3f} std {float(y.std()):.3f}")
    params = {"log_lengthscale": jnp.array(0.0), "log_variance": jnp.array(0.0), "log_noise": jnp.array(math.log(0.1))}
    tx = optax.adam(LR)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state):
        loss, grads = jax.value_and_grad(neg_mll)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for it in range(1, ITERS + 1):
        params, opt_state, loss = step(params, opt_state)
        if it % 10 == 0 or it == 1:
            ls, var, noise = unpack(params)
            print(f"iter {it:4d}/{ITERS} | mll loss {float(loss):.4f} | lengthscale {float(ls):.4f} "
                  f"| outputscale {float(var):.4f} | noise {float(noise):.2e}")
    ls, var, noise = unpack(params)
    print(f"final hyper-parameters: lengthscale={float(ls):.4f} outputscale={float(var):.4f} noise={float(noise):.3e}")


if __name__ == "__main__":
    main()
