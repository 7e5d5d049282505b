# Port of a PyTorch CNN with BatchNorm; checkpoints with Orbax each epoch and resumes from the latest one.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

class TrainState(train_state.TrainState):
    batch_stats: dict

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        for f in (16, 32):
            x = nn.Conv(f, (3, 3), use_bias=False)(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.relu(x)
            x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(4)(x)

def make_images(rng, n):
    y = rng.integers(0, 4, size=n)
    x = rng.normal(size=(n, 16, 16, 1)).astype(np.float32) * 0.5
    for c in range(4):
        x[y == c, 4 * c:4 * c + 3, 4 * c:4 * c + 3, 0] += 2.0
    return x, y

rng = np.random.default_rng(0)
xtr, ytr = make_images(rng, 2048); xva, yva = make_images(rng, 512)
model = CNN()
v = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)), train=False)
def fresh_state():
    return TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, xb, train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), upd
    (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"]), loss

@jax.jit
def eval_acc(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

ckpt_dir = os.path.abspath("ckpt_012"); shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))

def train_epochs(state, start, end):
    for epoch in range(start, end):
        perm = rng.permutation(2048); losses = []
        for i in range(0, 2048, 64):
            idx = perm[i:i+64]
            state, loss = train_step(state, xtr[idx], ytr[idx]); losses.append(float(loss))
        print(f"epoch {epoch} step {int(state.step)} train_loss {np.mean(losses):.4f} val_acc {float(eval_acc(state, xva, yva)):.3f}")
        mngr.save(int(state.step), args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    return state

state = train_epochs(fresh_state(), 0, 3)
print("checkpoints:", mngr.all_steps())
latest = mngr.latest_step()
restored = mngr.restore(latest, args=ocp.args.StandardRestore(fresh_state()))
print(f"resumed from step {latest}: val_acc {float(eval_acc(restored, xva, yva)):.3f}")
state = train_epochs(restored, 3, 5)
mngr.close()
