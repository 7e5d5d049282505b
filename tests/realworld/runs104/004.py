"""Small CNN on synthetic 16x16 images with linen + TrainState; checkpoints with orbax CheckpointManager."""
import logging, os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("train")

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(2)(x)

rng = np.random.default_rng(0)
N = 1024
X = rng.normal(size=(N, 16, 16, 1)).astype(np.float32)
y = rng.integers(0, 2, N).astype(np.int32)
X[y == 1, 4:12, 4:12, 0] += 1.5          # class 1 has a bright square
X_tr, y_tr, X_te, y_te = X[:896], y[:896], X[896:], y[896:]

model = CNN()
params = model.init(jax.random.key(0), X_tr[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

@jax.jit
def accuracy(params, xb, yb):
    return (model.apply({"params": params}, xb).argmax(-1) == yb).mean()

ckpt_dir = "/home/user/project/004_ckpt"
shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))

for epoch in range(4):
    perm = rng.permutation(len(X_tr))
    losses = []
    for i in range(0, len(X_tr), 64):
        idx = perm[i:i + 64]
        state, loss = train_step(state, X_tr[idx], y_tr[idx])
        losses.append(float(loss))
    acc = float(accuracy(state.params, X_te, y_te))
    log.info("epoch %d train_loss=%.4f test_acc=%.3f", epoch, np.mean(losses), acc)
    mngr.save(epoch, args=ocp.args.StandardSave(state.params))
mngr.wait_until_finished()
log.info("checkpoints on disk: %s", mngr.all_steps())
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(state.params))
log.info("restored epoch %d test_acc=%.3f", mngr.latest_step(), float(accuracy(restored, X_te, y_te)))
log.info("training finished")
