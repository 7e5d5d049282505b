# Tabular regression MLP (port of a torch training loop with a hand-written parameter update).
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

BATCH = 128
EPOCHS = 5
LR = 1e-3
N_FEATURES = 20


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]


def make_data(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, N_FEATURES)).astype(np.float32)
    w = rng.normal(size=(N_FEATURES,)).astype(np.float32)
    y = x @ w + 0.5 * np.sin(3 * x[:, 0]) + 0.1 * rng.normal(size=n).astype(np.float32)
    return x, y.astype(np.float32)


def loader(x, y, rng):
    idx = rng.permutation(len(x))
    for i in range(0, len(x) - BATCH + 1, BATCH):
        b = idx[i:i + BATCH]
        yield jnp.asarray(x[b]), jnp.asarray(y[b])


model = Regressor()
optimizer = optax.adam(LR)


@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        pred = model.apply({"params": p}, xb)
        return jnp.mean((pred - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    # p -= step   (same as the torch loop)
    params = jax.tree_util.tree_map(lambda p, u: p - u, params, updates)
    return params, opt_state, loss


@jax.jit
def eval_loss(params, x, y):
    return jnp.mean((model.apply({"params": params}, x) - y) ** 2)


def main():
    x_train, y_train = make_data(8192, 0)
    x_val, y_val = make_data(1024, 1)
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, N_FEATURES)))["params"]
    opt_state = optimizer.init(params)
    rng = np.random.default_rng(0)
    step = 0
    for epoch in range(EPOCHS):
        running = []
        for xb, yb in loader(x_train, y_train, rng):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            running.append(float(loss))
            step += 1
            if step % 16 == 0:
                print(f"epoch {epoch} step {step} mse {np.mean(running[-16:]):.4f}")
        val = float(eval_loss(params, jnp.asarray(x_val), jnp.asarray(y_val)))
        print(f"epoch {epoch} train_mse {np.mean(running):.4f} val_mse {val:.4f}")
    print("done")


if __name__ == "__main__":
    main()
