# CNN on generated stripe images with an Orbax CheckpointManager; training is interrupted after
# epoch 2 and resumed from the latest checkpoint.
import os, shutil, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp
from flax.training import train_state

def make(n, seed):
    r = np.random.default_rng(seed); y = r.integers(0, 3, size=n)
    X = r.normal(scale=0.5, size=(n, 12, 12, 1)).astype(np.float32)
    for i, c in enumerate(y):
        if c == 0: X[i, :, ::3] += 1.0
        elif c == 1: X[i, ::3, :] += 1.0
    return X, y
Xtr, ytr = make(3000, 0); Xva, yva = make(600, 1)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        return nn.Dense(3)(x.reshape(x.shape[0], -1))

model = CNN()
def create_state():
    return train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), Xtr[:1])['params'], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({'params': p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

def val_acc(state):
    return float((model.apply({'params': state.params}, Xva).argmax(-1) == yva).mean())

ckdir = os.path.abspath('ckpt_012'); shutil.rmtree(ckdir, ignore_errors=True)
def run(state, start, end, mngr):
    for epoch in range(start, end):
        perm = np.random.default_rng(epoch).permutation(len(Xtr))
        for i in range(0, len(Xtr), 64):
            j = perm[i:i+64]; state, loss = train_step(state, Xtr[j], ytr[j])
        mngr.save(epoch, args=ocp.args.StandardSave(state))
        print(f"epoch {epoch} loss {float(loss):.4f} val_acc {val_acc(state):.4f} (checkpoint step {epoch})")
    mngr.wait_until_finished()
    return state

opts = ocp.CheckpointManagerOptions(max_to_keep=2)
with ocp.CheckpointManager(ckdir, options=opts) as mngr:
    state = run(create_state(), 0, 3, mngr)
    before = val_acc(state)

print("-- restarting from checkpoint")
with ocp.CheckpointManager(ckdir, options=opts) as mngr:
    latest = mngr.latest_step()
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, create_state())
    state = mngr.restore(latest, args=ocp.args.StandardRestore(abstract))
    print(f"restored step {latest}, val_acc {val_acc(state):.4f} (before restart {before:.4f})")
    state = run(state, latest + 1, 6, mngr)
