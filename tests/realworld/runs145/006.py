"""House-price regression in Flax. The torch version used a Dataset over pandas; here numpy loads the CSV."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

DATA = "/home/user/project/train.csv"
BATCH, EPOCHS = 32, 20


class CSVDataset:
    def __init__(self, path):
        raw = np.loadtxt(path, delimiter=",", dtype=np.float32)
        self.x, self.y = raw[:, :-1], raw[:, -1]
        self.mu, self.sd = self.x.mean(0), self.x.std(0)
        self.x = (self.x - self.mu) / self.sd
        self.y = self.y / 1e5

    def __len__(self):
        return len(self.x)

    def batches(self, bs, seed):
        idx = np.random.default_rng(seed).permutation(len(self))
        for i in range(0, len(idx) - bs + 1, bs):
            yield self.x[idx[i:i + bs]], self.y[idx[i:i + bs]]


class PriceMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)[:, 0]


@jax.jit
def train_step(state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2))(state.params)
    return state.apply_gradients(grads=g), loss


def main():
    print(f"loading {DATA}")
    ds = CSVDataset(DATA)
    print(f"{len(ds)} rows, {ds.x.shape[1]} features")
    model = PriceMLP()
    state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), ds.x[:1])["params"],
                                          tx=optax.adam(1e-2))
    for epoch in range(EPOCHS):
        losses = []
        for xb, yb in ds.batches(BATCH, epoch):
            state, l = train_step(state, xb, yb)
            losses.append(float(l))
        print(f"epoch {epoch:02d} mse={np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
