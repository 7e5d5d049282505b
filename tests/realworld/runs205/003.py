"""Tabular regression (housing-style) with a Flax linen MLP; ported from a PyTorch Lightning module."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

def make_data(n, d=13, seed=0):
    r = np.random.default_rng(seed)
    w = np.random.default_rng(7).normal(size=(d,))
    x = r.normal(size=(n, d)).astype(np.float32)
    y = (x @ w + 0.5 * np.sin(x[:, 0]) + 0.1 * r.normal(size=n)).astype(np.float32)
    return x, y

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x).squeeze(-1)

def create_state(rng, lr):
    model = Regressor()
    params = model.init(rng, jnp.ones((1, 13)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))

@jax.jit
def training_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    new_state = state.apply_gradients(grads=grads)
    return state, loss

@jax.jit
def validation_step(state, x, y):
    pred = state.apply_fn({"params": state.params}, x)
    return jnp.mean((pred - y) ** 2)

def main():
    xtr, ytr = make_data(8192, seed=0)
    xva, yva = make_data(1024, seed=1)
    state = create_state(jax.random.key(0), 1e-3)
    rng = np.random.default_rng(0)
    global_step = 0
    for epoch in range(8):
        perm = rng.permutation(len(xtr)); running = []
        for i in range(0, len(perm), 128):
            idx = perm[i:i + 128]
            state, loss = training_step(state, xtr[idx], ytr[idx])
            running.append(float(loss)); global_step += 1
            if global_step % 25 == 0:
                print(f"Epoch {epoch}: step {global_step:4d} | train_loss={np.mean(running[-25:]):.4f}", flush=True)
        val = float(validation_step(state, xva, yva))
        print(f"Epoch {epoch}: {{'train_loss': {np.mean(running):.4f}, 'val_loss': {val:.4f}, 'lr': 0.001}}", flush=True)

if __name__ == "__main__":
    main()
