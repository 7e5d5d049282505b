"""MLP classifier with Orbax checkpointing: train, save, restore, evaluate."""
import os
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(5)(x)


def make(n, seed):
    r = np.random.default_rng(seed)
    w = np.random.default_rng(7).normal(size=(32, 5))
    x = r.normal(size=(n, 32)).astype(np.float32)
    return x, (np.tanh(x) @ w).argmax(-1)


xtr, ytr = make(10000, 0)
xva, yva = make(2000, 1)
model = MLP()
state = train_state.TrainState.create(
    apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"],
    tx=optax.adamw(optax.cosine_decay_schedule(2e-3, 800), weight_decay=1e-4))


@jax.jit
def train_step(state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss


@jax.jit
def accuracy(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()


rng = np.random.default_rng(0)
for epoch in range(10):
    perm = rng.permutation(len(ytr))
    ls = []
    for i in range(0, len(perm) - 127, 128):
        state, loss = train_step(state, xtr[perm[i:i + 128]], ytr[perm[i:i + 128]])
        ls.append(float(loss))
    print(f"epoch {epoch+1} step {int(state.step)} loss {np.mean(ls):.4f} "
          f"val_acc {float(accuracy(state.params, xva, yva)):.4f}")

ckpt_dir = os.path.abspath("ckpt_011")
with ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2)) as mngr:
    mngr.save(int(state.step), args=ocp.args.StandardSave(state.params))
    mngr.wait_until_finished()
    print("saved checkpoint at step", mngr.latest_step())
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, state.params)
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
print(f"restored val_acc {float(accuracy(restored, xva, yva)):.4f}")
