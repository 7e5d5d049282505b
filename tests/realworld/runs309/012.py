# Linen CNN with Orbax CheckpointManager: train 3 epochs, save each epoch, then "resume" in a fresh state and continue.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        return nn.Dense(4)(x.mean((1, 2)))

r = np.random.default_rng(0)
def make(n, seed):
    rr = np.random.default_rng(seed)
    y = rr.integers(0, 4, n).astype(np.int32)
    x = rr.normal(size=(n, 16, 16, 1)).astype(np.float32)
    for c in range(4):
        x[y == c, c * 4:(c + 1) * 4, :, 0] += 1.0
    return x, y
Xtr, Ytr = make(2048, 1); Xva, Yva = make(512, 2)

def create_state(seed):
    m = CNN()
    p = m.init(jax.random.PRNGKey(seed), jnp.ones((1, 16, 16, 1)))["params"]
    return train_state.TrainState.create(apply_fn=m.apply, params=p, tx=optax.adam(2e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def acc(state, x, y):
    return (state.apply_fn({"params": state.params}, x).argmax(-1) == y).mean()

def run_epoch(state, epoch):
    perm = np.random.default_rng(epoch).permutation(len(Xtr)); ls = []
    for i in range(0, len(perm), 64):
        state, l = train_step(state, Xtr[perm[i:i+64]], Ytr[perm[i:i+64]]); ls.append(float(l))
    return state, np.mean(ls)

ckpt_dir = os.path.abspath("ckpt_012")
shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
state = create_state(0)
for epoch in range(3):
    state, l = run_epoch(state, epoch)
    mngr.save(epoch, args=ocp.args.StandardSave(state))
    print(f"epoch {epoch} train_loss {l:.4f} val_acc {float(acc(state, Xva, Yva)):.4f}")
mngr.wait_until_finished()

# ---- resume in a fresh process-like setting ----
fresh = create_state(123)
latest = mngr.latest_step()
print("latest checkpoint step:", latest)
state = mngr.restore(latest, args=ocp.args.StandardRestore(fresh))
print(f"restored step {int(state.step)} val_acc {float(acc(state, Xva, Yva)):.4f}")
for epoch in range(latest + 1, 5):
    state, l = run_epoch(state, epoch)
    mngr.save(epoch, args=ocp.args.StandardSave(state))
    print(f"epoch {epoch} train_loss {l:.4f} val_acc {float(acc(state, Xva, Yva)):.4f}")
mngr.wait_until_finished()
