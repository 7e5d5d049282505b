"""Polynomial regression in pure JAX with a jitted, scanned epoch (sanity check)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

def features(x):
    return jnp.stack([x ** i for i in range(4)], axis=-1)

def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(-2, 2, size=(2048,)).astype(np.float32)
    y = (0.5 - 1.2 * x + 0.7 * x ** 3 + 0.1 * rng.normal(size=x.shape)).astype(np.float32)
    xb = jnp.asarray(x.reshape(32, 64)); yb = jnp.asarray(y.reshape(32, 64))
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(0.05))
    opt_state = tx.init(params)

    def loss_fn(p, x, y):
        return jnp.mean((features(x) @ p["w"] + p["b"] - y) ** 2)

    @jax.jit
    def epoch(params, opt_state):
        def body(carry, batch):
            p, s = carry
            loss, g = jax.value_and_grad(loss_fn)(p, *batch)
            u, s = tx.update(g, s, p)
            return (optax.apply_updates(p, u), s), loss
        (params, opt_state), losses = jax.lax.scan(body, (params, opt_state), (xb, yb))
        return params, opt_state, losses.mean()

    for e in range(1, 31):
        params, opt_state, loss = epoch(params, opt_state)
        if e % 5 == 0 or e == 1:
            print(f"epoch {e:3d}  mse {float(loss):.5f}")
    print("coefficients:", np.round(np.asarray(params["w"]), 3), "bias:", round(float(params["b"]), 3))

if __name__ == "__main__":
    main()
