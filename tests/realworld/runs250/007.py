# Port of a PyTorch regression trainer (optimizer.step() style loop) to Flax + Optax.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.LayerNorm()(x)
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(1)(x).squeeze(-1)

class Dataset:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.x = r.normal(size=(n, 20)).astype(np.float32)
        self.y = (np.sin(self.x[:, 0]) + 0.5 * self.x[:, 1] ** 2 - self.x[:, 2] * self.x[:, 3]).astype(np.float32)
    def __len__(self):
        return len(self.x)

def dataloader(ds, bs, rng):
    perm = rng.permutation(len(ds))
    for i in range(0, len(ds) - bs + 1, bs):
        idx = perm[i:i+bs]
        yield ds.x[idx], ds.y[idx]

ds, val = Dataset(8192, 0), Dataset(1024, 1)
model = Regressor()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 20)))["params"],
    tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3, weight_decay=0.01)))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        pred = state.apply_fn({"params": p}, xb)
        return jnp.mean((pred - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    new_state = state.apply_gradients(grads=grads)
    return new_state, loss

@jax.jit
def eval_step(params, xb, yb):
    return jnp.mean((model.apply({"params": params}, xb) - yb) ** 2)

rng = np.random.default_rng(0)
global_step = 0
for epoch in range(5):
    losses = []
    for xb, yb in dataloader(ds, 128, rng):
        _, loss = train_step(state, xb, yb)
        losses.append(float(loss))
        global_step += 1
        if global_step % 20 == 0:
            print(f"epoch {epoch} step {global_step} train_loss {np.mean(losses[-20:]):.4f}")
    print(f"epoch {epoch} val_mse {float(eval_step(state.params, val.x, val.y)):.4f}")
