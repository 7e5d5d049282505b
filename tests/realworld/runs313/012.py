"""Linen CNN classifier on synthetic images with Orbax checkpointing; reload the best checkpoint and re-evaluate."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

CKPT = os.path.abspath("ckpt_cnn")
if os.path.exists(CKPT):
    shutil.rmtree(CKPT)


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.avg_pool(x, (2, 2), (2, 2))
        return nn.Dense(10)(x.reshape((x.shape[0], -1)))


rng = np.random.default_rng(0)
protos = rng.normal(size=(10, 16, 16, 1)).astype(np.float32)
def gen(n):
    y = rng.integers(0, 10, size=n)
    return protos[y] + 1.0 * rng.normal(size=(n, 16, 16, 1)).astype(np.float32), y.astype(np.int32)
Xtr, Ytr = gen(5000); Xva, Yva = gen(1000)

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), Xtr[:1])["params"],
                                      tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


@jax.jit
def accuracy(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()


mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(
    max_to_keep=2, best_fn=lambda m: m["val_acc"], best_mode="max"))
for epoch in range(4):
    perm = rng.permutation(len(Xtr)); ls = []
    for s in range(0, len(Xtr), 100):
        idx = perm[s:s + 100]
        state, loss = train_step(state, Xtr[idx], Ytr[idx]); ls.append(float(loss))
    va = float(accuracy(state.params, Xva, Yva))
    mngr.save(epoch, args=ocp.args.StandardSave(state.params), metrics={"val_acc": va})
    print(f"epoch {epoch} loss {np.mean(ls):.4f} val_acc {va:.4f}")
mngr.wait_until_finished()

best = mngr.best_step()
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, state.params)
restored = mngr.restore(best, args=ocp.args.StandardRestore(abstract))
mngr.close()
print(f"restored best step {best}: val_acc {float(accuracy(restored, Xva, Yva)):.4f}")
