"""Train a small Flax GRU tagger, checkpoint with Orbax each epoch, resume into a freshly built
train state, and evaluate with a jitted eval step whose batch-size argument is static."""
import os, shutil, functools
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

CKPT = "/home/user/project/ckpt_018"
L = 20


class Tagger(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(200, 32)(ids)
        x = nn.RNN(nn.GRUCell(64))(x)
        return nn.Dense(5)(x)


def make(n, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(1, 200, (n, L)).astype(np.int32)
    return ids, (ids // 40).astype(np.int32)


def create_state(seed):
    model = Tagger()
    params = model.init(jax.random.key(seed), jnp.ones((1, L), jnp.int32))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(3e-3))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


@functools.partial(jax.jit, static_argnames=("batch_size",))
def eval_step(state, x, y, batch_size):
    logits = state.apply_fn({"params": state.params}, x.reshape(batch_size, L))
    return (logits.argmax(-1) == y).mean()


def main():
    shutil.rmtree(CKPT, ignore_errors=True)
    (xtr, ytr), (xte, yte) = make(2048, 0), make(256, 1)
    state = create_state(0)
    mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    for epoch in range(1, 4):
        for i in range(0, len(xtr), 64):
            state, loss = train_step(state, xtr[i:i + 64], ytr[i:i + 64])
        mngr.save(epoch, args=ocp.args.StandardSave(state))
        print(f"epoch {epoch} loss {float(loss):.4f} (saved step {epoch})")
    mngr.wait_until_finished()

    fresh = create_state(1)
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, fresh)
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
    print(f"restored step {mngr.latest_step()} -> optimizer step {int(restored.step)}")
    accs = [float(eval_step(restored, xte[i:i + 64], yte[i:i + 64], batch_size=64)) for i in range(0, 256, 64)]
    print(f"test token accuracy: {np.mean(accs):.4f}")
    mngr.close()


if __name__ == "__main__":
    main()
