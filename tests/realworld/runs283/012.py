"""Linen CNN with dropout on synthetic digit-like images: TrainState, per-step PRNG folding, Orbax CheckpointManager
with save every epoch and a resume from the latest step."""
import os, shutil, time
import numpy as np
import jax, jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state
import orbax.checkpoint as ocp

NC = 10


def make_images(n, seed):
    rng = np.random.default_rng(seed)
    templates = np.random.default_rng(7).random((NC, 12, 12)) > 0.6
    y = rng.integers(0, NC, size=n).astype(np.int32)
    x = templates[y].astype(np.float32) + 0.5 * rng.normal(size=(n, 12, 12)).astype(np.float32)
    return x[..., None], y


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape(x.shape[0], -1)
        x = nn.Dropout(0.3, deterministic=not train)(nn.relu(nn.Dense(64)(x)))
        return nn.Dense(NC)(x)


class TrainState(train_state.TrainState):
    key: jax.Array


@jax.jit
def train_step(state, x, y):
    dropout_key = jax.random.fold_in(state.key, state.step)
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x, train=False)
    return (logits.argmax(-1) == y).mean()


def create_state(seed):
    model = CNN()
    pkey, dkey = jax.random.split(jax.random.key(seed))
    params = model.init(pkey, jnp.zeros((1, 12, 12, 1)), train=False)["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(optax.cosine_decay_schedule(2e-3, 600), weight_decay=1e-4))
    return TrainState.create(apply_fn=model.apply, params=params, tx=tx, key=dkey)


def train(state, mngr, x, y, xv, yv, epochs, start_epoch=0):
    rng = np.random.default_rng(start_epoch)
    for epoch in range(start_epoch, epochs):
        t0 = time.time()
        perm = rng.permutation(len(x))
        ls, accs = [], []
        for i in range(0, len(perm) - 63, 64):
            j = perm[i:i + 64]
            state, loss, acc = train_step(state, jnp.asarray(x[j]), jnp.asarray(y[j]))
            ls.append(float(loss)); accs.append(float(acc))
        va = float(eval_step(state, jnp.asarray(xv), jnp.asarray(yv)))
        print(f"epoch {epoch} step {int(state.step)} loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} "
              f"val_acc {va:.4f} ({time.time() - t0:.1f}s)")
        mngr.save(epoch, args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    return state


def main():
    print(f"jax {jax.__version__} devices={jax.devices()}")
    x, y = make_images(6400, 0)
    xv, yv = make_images(1000, 1)
    ckpt_dir = os.path.abspath("ckpt_012")
    shutil.rmtree(ckpt_dir, ignore_errors=True)
    opts = ocp.CheckpointManagerOptions(max_to_keep=2)
    with ocp.CheckpointManager(ckpt_dir, options=opts) as mngr:
        state = train(create_state(0), mngr, x, y, xv, yv, epochs=3)
    print("first run finished; resuming from the latest checkpoint")
    with ocp.CheckpointManager(ckpt_dir, options=opts) as mngr:
        latest = mngr.latest_step()
        abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, create_state(1))
        state = mngr.restore(latest, args=ocp.args.StandardRestore(abstract))
        print(f"restored step {latest} (optimizer step {int(state.step)}) "
              f"val_acc {float(eval_step(state, jnp.asarray(xv), jnp.asarray(yv))):.4f}")
        state = train(state, mngr, x, y, xv, yv, epochs=6, start_epoch=latest + 1)
        print(f"checkpoints kept: {mngr.all_steps()}")


if __name__ == "__main__":
    main()
