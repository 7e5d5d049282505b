"""Flax linen CNN with orbax CheckpointManager: train 4 epochs, save each epoch, restore the latest and evaluate."""
import logging
import shutil
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
import flax.linen as nn
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("cnn")
CKPT_DIR = "/home/user/project/ckpt_007"


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(4)(nn.relu(nn.Dense(64)(x)))


def make_images(n, seed):
    """4 classes: bright quadrant position."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n)
    x = rng.normal(scale=0.3, size=(n, 16, 16, 1))
    for i, c in enumerate(y):
        r, q = divmod(int(c), 2)
        x[i, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 1.0
    return x.astype(np.float32), y.astype(np.int32)


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def accuracy(params, x, y):
    return (CNN().apply({"params": params}, x).argmax(-1) == y).mean()


def main():
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    xtr, ytr = make_images(2048, 0)
    xte, yte = make_images(512, 1)
    model = CNN()
    params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True))
    bs = 64
    for epoch in range(1, 5):
        t0 = time.time()
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        losses = []
        for i in range(0, len(xtr), bs):
            idx = perm[i:i + bs]
            state, loss = train_step(state, xtr[idx], ytr[idx])
            losses.append(float(loss))
        acc = float(accuracy(state.params, xte, yte))
        mngr.save(epoch, args=ocp.args.StandardSave({"params": state.params, "opt_state": state.opt_state}))
        log.info("epoch %d train_loss=%.4f test_acc=%.4f (%.1fs)", epoch, np.mean(losses), acc, time.time() - t0)
    mngr.wait_until_finished()
    log.info("checkpoints on disk: %s", mngr.all_steps())

    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct,
                                      {"params": state.params, "opt_state": state.opt_state})
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
    log.info("restored step %d test_acc=%.4f", mngr.latest_step(), float(accuracy(restored["params"], xte, yte)))
    mngr.close()


if __name__ == "__main__":
    main()
