# Time-series forecasting with a 1-D conv + LSTM model in Flax linen, Optax AdamW,
# Orbax CheckpointManager keeping the best checkpoints, then restore-and-evaluate.
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

WINDOW, HORIZON = 48, 8
CKPT_DIR = os.path.abspath("ckpt_012")


def make_series(n_series, length, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(length)
    period = rng.uniform(12, 30, size=(n_series, 1))
    phase = rng.uniform(0, 2 * np.pi, size=(n_series, 1))
    trend = rng.normal(0, 0.002, size=(n_series, 1)) * t
    return (np.sin(2 * np.pi * t / period + phase) + trend + 0.1 * rng.normal(size=(n_series, length))).astype(np.float32)


class WindowDataset:
    def __init__(self, series):
        xs, ys = [], []
        for s in series:
            for i in range(0, len(s) - WINDOW - HORIZON, 4):
                xs.append(s[i:i + WINDOW]); ys.append(s[i + WINDOW:i + WINDOW + HORIZON])
        self.x = np.stack(xs)[..., None]
        self.y = np.stack(ys)

    def loader(self, bs, seed=None):
        idx = np.arange(len(self.y)) if seed is None else np.random.default_rng(seed).permutation(len(self.y))
        for i in range(0, len(idx) - bs + 1, bs):
            yield self.x[idx[i:i + bs]], self.y[idx[i:i + bs]]


class Forecaster(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Conv(32, (5,))(x))
        x = nn.RNN(nn.OptimizedLSTMCell(64))(x)
        return nn.Dense(HORIZON)(x[:, -1])


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_mse(params, x, y):
    return jnp.mean((Forecaster().apply({"params": params}, x) - y) ** 2)


def main():
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    train = WindowDataset(make_series(24, 400, 0))
    val = WindowDataset(make_series(6, 400, 1))
    print(f"train windows={len(train.y)} val windows={len(val.y)}")
    model = Forecaster()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, WINDOW, 1)))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(2e-3, weight_decay=1e-4))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(
        max_to_keep=2, best_fn=lambda m: m["val_mse"], best_mode="min"))
    for epoch in range(1, 6):
        losses = []
        for x, y in train.loader(64, seed=epoch):
            state, loss = train_step(state, x, y)
            losses.append(float(loss))
        val_mse = float(np.mean([float(eval_mse(state.params, x, y)) for x, y in val.loader(256)]))
        mngr.save(epoch, args=ocp.args.StandardSave(state.params), metrics={"val_mse": val_mse})
        print(f"epoch {epoch} train_mse {np.mean(losses):.4f} val_mse {val_mse:.4f}")
    mngr.wait_until_finished()
    best = mngr.best_step()
    abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, state.params)
    restored = mngr.restore(best, args=ocp.args.StandardRestore(abstract))
    test_mse = float(np.mean([float(eval_mse(restored, x, y)) for x, y in val.loader(256)]))
    print(f"restored best checkpoint (step {best}); val_mse {test_mse:.4f}")
    mngr.close()


if __name__ == "__main__":
    main()
