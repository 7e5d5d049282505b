"""Fashion-style CNN classifier in Flax linen with Orbax checkpointing and resume."""
import logging
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("cnn")
CKPT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_001")


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        x = nn.Dropout(0.2, deterministic=not train)(nn.relu(nn.Dense(64)(x)))
        return nn.Dense(4)(x)


def make_data(n, seed):
    rng = np.random.RandomState(seed)
    y = rng.randint(0, 4, n)
    x = rng.rand(n, 16, 16, 1).astype(np.float32) * 0.3
    for i, c in enumerate(y):
        if c == 0: x[i, 4:12, 7:9] += 0.7          # vertical bar
        elif c == 1: x[i, 7:9, 4:12] += 0.7        # horizontal bar
        elif c == 2: x[i, 4:12, 4:12] += 0.4       # square
        else: x[i, np.arange(16), np.arange(16)] += 0.8   # diagonal
    return x, y.astype(np.int32)


@jax.jit
def train_step(state, x, y, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def evaluate(params, x, y):
    logits = CNN().apply({"params": params}, x)
    return (logits.argmax(-1) == y).mean()


def main():
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    xtr, ytr = make_data(1024, 0)
    xte, yte = make_data(256, 1)
    model = CNN()
    params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))
    mgr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    key = jax.random.PRNGKey(1)
    for epoch in range(1, 5):
        perm = np.random.RandomState(epoch).permutation(len(xtr))
        for i in range(0, len(xtr), 64):
            key, sub = jax.random.split(key)
            idx = perm[i:i + 64]
            state, loss = train_step(state, xtr[idx], ytr[idx], sub)
        acc = evaluate(state.params, xte, yte)
        log.info("epoch %d train_loss %.4f test_acc %.4f", epoch, float(loss), float(acc))
        mgr.save(epoch, args=ocp.args.StandardSave(state))
    mgr.wait_until_finished()
    log.info("checkpoints on disk: %s", mgr.all_steps())

    abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, state)
    restored = mgr.restore(mgr.latest_step(), args=ocp.args.StandardRestore(abstract))
    log.info("restored step %d test_acc %.4f", mgr.latest_step(), float(evaluate(restored.params, xte, yte)))
    mgr.close()


if __name__ == "__main__":
    main()
