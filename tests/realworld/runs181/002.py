"""Train a small MLP on a synthetic two-moons dataset.

Ported from an old JAX research notebook (stax + optix era).
"""
import time
import numpy as np
import jax
import jax.numpy as jnp
from jax.experimental import optix


def make_moons(n, noise=0.1, seed=0):
    rng = np.random.RandomState(seed)
    t = rng.uniform(0, np.pi, n // 2)
    a = np.stack([np.cos(t), np.sin(t)], 1)
    b = np.stack([1 - np.cos(t), 1 - np.sin(t) - 0.5], 1)
    x = np.concatenate([a, b]) + noise * rng.randn(n, 2)
    y = np.concatenate([np.zeros(n // 2), np.ones(n // 2)]).astype(np.int32)
    return x.astype(np.float32), y


def init_params(key, sizes):
    params = []
    for i, (m, n) in enumerate(zip(sizes[:-1], sizes[1:])):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (m, n)) * jnp.sqrt(2.0 / m), jnp.zeros(n)))
    return params


def forward(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def loss_fn(params, x, y):
    logits = forward(params, x)
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(y, 2), -1))


def main():
    x, y = make_moons(1024)
    params = init_params(jax.random.PRNGKey(0), [2, 64, 64, 2])
    opt = optix.chain(optix.clip_by_global_norm(1.0), optix.adam(1e-3))
    opt_state = opt.init(params)

    @jax.jit
    def step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = opt.update(grads, opt_state)
        return optix.apply_updates(params, updates), opt_state, loss

    for epoch in range(5):
        t0 = time.time()
        params, opt_state, loss = step(params, opt_state, x, y)
        print(f"epoch {epoch} loss {loss:.4f} ({time.time()-t0:.2f}s)")


if __name__ == "__main__":
    main()
