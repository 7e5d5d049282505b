"""Small Flax CNN with BatchNorm + Dropout, checkpointed with Orbax every epoch."""
import os, shutil
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.max_pool(nn.relu(x), (2, 2), (2, 2))
        x = nn.Conv(32, (3, 3))(x)
        x = nn.relu(x).mean(axis=(1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(4)(x)

class TrainState(train_state.TrainState):
    batch_stats: dict

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n)
    X = rng.normal(scale=0.5, size=(n, 12, 12, 1))
    for i, c in enumerate(y):          # class = which quadrant is bright
        r, s = divmod(int(c), 2)
        X[i, r * 6:(r + 1) * 6, s * 6:(s + 1) * 6] += 1.5
    return X.astype(np.float32), y.astype(np.int32)

@jax.jit
def train_step(state, xb, yb, key):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, xb, train=True,
                                     rngs={"dropout": key}, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), upd
    (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss

@jax.jit
def accuracy(state, X, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, X, train=False)
    return jnp.mean(logits.argmax(-1) == y)

def main():
    Xtr, ytr = make_data(2048, 0); Xva, yva = make_data(512, 1)
    model = CNN()
    v = model.init(jax.random.key(0), Xtr[:2], train=False)
    state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"],
                              tx=optax.adam(2e-3))
    ckdir = "/home/user/project/ckpt_cnn"
    shutil.rmtree(ckdir, ignore_errors=True)
    mngr = ocp.CheckpointManager(ckdir, options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True))
    key = jax.random.key(1)
    for epoch in range(1, 5):
        perm = np.random.default_rng(epoch).permutation(len(Xtr))
        losses = []
        for i in range(len(Xtr) // 64):
            key, sk = jax.random.split(key)
            idx = perm[i * 64:(i + 1) * 64]
            state, loss = train_step(state, Xtr[idx], ytr[idx], sk)
            losses.append(float(loss))
        acc = float(accuracy(state, Xva, yva))
        print(f"epoch {epoch}: train_loss {np.mean(losses):.4f} val_acc {acc:.3f}")
        mngr.save(epoch, args=ocp.args.StandardSave({"params": state.params, "batch_stats": state.batch_stats}))
    mngr.wait_until_finished()
    print("checkpoints:", mngr.all_steps())

if __name__ == "__main__":
    main()
