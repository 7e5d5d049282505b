"""Train a small CNN on synthetic 'shapes' images with Flax linen TrainState, checkpoint with Orbax."""
import os, shutil, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax.training import train_state
import optax
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("cnn")

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(2)(x)

rng = np.random.default_rng(0)
def make_data(n):
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 2, size=n).astype(np.int32)
    x[y == 1, 4:12, 4:12, 0] += 1.0     # class 1 has a bright square
    return x, y
xtr, ytr = make_data(1024); xva, yva = make_data(256)

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"],
        tx=optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 3e-3, 20, 160), weight_decay=1e-4))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def eval_step(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

ckpt_dir = "/home/user/project/ckpt_006"
shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
for epoch in range(5):
    perm = rng.permutation(len(xtr)); losses = []
    for i in range(0, len(xtr), 32):
        idx = perm[i:i + 32]
        state, loss = train_step(state, xtr[idx], ytr[idx]); losses.append(float(loss))
    acc = float(eval_step(state.params, xva, yva))
    log.info("epoch %d loss=%.4f val_acc=%.4f", epoch, np.mean(losses), acc)
    mngr.save(epoch, args=ocp.args.StandardSave(state.params))
mngr.wait_until_finished()
log.info("saved steps: %s", mngr.all_steps())
mngr.close()
