"""Fine-tune a small Flax MLP regressor with flax.training.train_state.
Ported from a PyTorch loop where optimizer.step() updates the model in place."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

class Regressor(nn.Module):
    hidden: int = 64
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x).squeeze(-1)

def make_data(n=2048, d=8, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d,)).astype(np.float32)
    y = (X @ w + 0.3 * np.sin(3 * X[:, 0]) + 0.05 * rng.normal(size=n)).astype(np.float32)
    return X, y

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, xb)
        return jnp.mean((pred - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    new_state = state.apply_gradients(grads=grads)
    return new_state, loss

def main():
    X, y = make_data()
    model = Regressor()
    params = model.init(jax.random.PRNGKey(42), X[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adam(1e-3))
    n_params = sum(p.size for p in jax.tree_util.tree_leaves(params))
    print(f"model params: {n_params}")
    bs = 64
    steps_per_epoch = len(X) // bs
    for epoch in range(1, 9):
        perm = np.random.default_rng(epoch).permutation(len(X))
        losses = []
        for i in range(steps_per_epoch):
            idx = perm[i * bs:(i + 1) * bs]
            _, loss = train_step(state, X[idx], y[idx])   # optimizer step
            losses.append(float(loss))
        print(f"Epoch {epoch}/8 - {steps_per_epoch} steps - loss: {np.mean(losses):.4f} - last_batch_loss: {losses[-1]:.4f}")
    print("training finished")

if __name__ == "__main__":
    main()
