"""Small CNN on synthetic 'shapes' images: flax.linen + TrainState + optax + Orbax checkpoints."""
import os, time, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax.training import train_state
import optax
import orbax.checkpoint as ocp

print(f"jax {jax.__version__} devices={jax.devices()}")
CKPT = "/home/user/project/ckpt_001"
shutil.rmtree(CKPT, ignore_errors=True)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 3, size=n)
    for i in range(n):
        c = y[i]
        if c == 0: x[i, 4:12, 7:9, 0] += 2.0          # vertical bar
        elif c == 1: x[i, 7:9, 4:12, 0] += 2.0        # horizontal bar
        else: x[i, 5:11, 5:11, 0] += 1.0              # square
    return x, y.astype(np.int32)

xtr, ytr = make_data(1536, 0)
xva, yva = make_data(384, 1)

class CNN(nn.Module):
    n_classes: int = 3
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(self.n_classes)(x)

BATCH, EPOCHS = 64, 5
steps_per_epoch = len(xtr) // BATCH
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, steps_per_epoch, steps_per_epoch * EPOCHS)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4))
model = CNN()
key, dkey = jax.random.split(jax.random.PRNGKey(42))
params = model.init(key, jnp.ones((1, 16, 16, 1)), train=False)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(state, x, y, rng):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": rng})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

mgr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
rng = np.random.default_rng(0)
for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    perm = rng.permutation(len(xtr))
    losses, accs = [], []
    for s in range(steps_per_epoch):
        idx = perm[s * BATCH:(s + 1) * BATCH]
        dkey, sub = jax.random.split(dkey)
        state, loss, acc = train_step(state, xtr[idx], ytr[idx], sub)
        losses.append(float(loss)); accs.append(float(acc))
    vl, va = eval_step(state.params, xva, yva)
    print(f"Epoch {epoch}/{EPOCHS}\n{steps_per_epoch}/{steps_per_epoch} [==============================] - {time.time()-t0:.1f}s - "
          f"loss: {np.mean(losses):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
    mgr.save(int(state.step), args=ocp.args.StandardSave({"params": state.params}))
mgr.wait_until_finished()
print("checkpoints:", mgr.all_steps())
restored = mgr.restore(mgr.latest_step(), args=ocp.args.StandardRestore({"params": state.params}))
vl, va = eval_step(restored["params"], xva, yva)
print(f"restored step {mgr.latest_step()}: val_loss={float(vl):.4f} val_accuracy={float(va):.4f}")
mgr.close()
