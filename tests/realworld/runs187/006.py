"""House-price regression, PyTorch loop ported to JAX + optax.

torch:  optimizer.step()  ==  p.data.add_(-lr * update)
"""
import time
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(2048, 13)).astype(np.float32)
    true_w = rng.normal(size=13).astype(np.float32)
    Y = (X @ true_w + 0.5 * np.sin(X[:, 0]) + 0.1 * rng.normal(size=2048)).astype(np.float32)
    Xtr, Ytr, Xva, Yva = X[:1792], Y[:1792], X[1792:], Y[1792:]

    model = Regressor()
    params = model.init(jax.random.key(0), jnp.ones((1, 13)))["params"]
    optimizer = optax.adam(learning_rate=1e-3)
    opt_state = optimizer.init(params)

    def mse(p, x, y):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)

    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        params = jax.tree.map(lambda p, u: p - u, params, updates)   # p.data.add_(-update)
        return params, opt_state, loss

    eval_mse = jax.jit(mse)
    bs, steps = 32, 1792 // 32
    for epoch in range(1, 9):
        t0 = time.time()
        perm = rng.permutation(1792)
        tot = 0.0
        for s in range(steps):
            idx = perm[s * bs:(s + 1) * bs]
            params, opt_state, loss = train_step(params, opt_state, Xtr[idx], Ytr[idx])
            tot += float(loss)
        vl = float(eval_mse(params, Xva, Yva))
        dt = time.time() - t0
        print(f"Epoch {epoch}/8")
        print(f"{steps}/{steps} [==============================] - {dt:.0f}s {dt/steps*1000:.0f}ms/step"
              f" - loss: {tot/steps:.4f} - mae: {np.sqrt(tot/steps):.4f} - val_loss: {vl:.4f}")


if __name__ == "__main__":
    main()
