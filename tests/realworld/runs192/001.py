"""Small CNN on synthetic 'shapes' images (flax.linen + optax), with Orbax checkpoints every epoch."""
import os, time, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

print(f"jax {jax.__version__} devices={jax.devices()}")
CKPT_DIR = os.path.abspath("/home/user/project/ckpt_001")
shutil.rmtree(CKPT_DIR, ignore_errors=True)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 0.3, (n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 3, n)
    for i in range(n):
        if y[i] == 0: x[i, 4:12, 7:9] += 1.0      # vertical bar
        elif y[i] == 1: x[i, 7:9, 4:12] += 1.0    # horizontal bar
        else: x[i, 5:11, 5:11] += 0.6             # square
    return x, y.astype(np.int32)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(3)(x)

xtr, ytr = make_data(1024, 0)
xva, yva = make_data(256, 1)
model = CNN()
params = model.init(jax.random.key(0), xtr[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(3e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
BS, EPOCHS = 64, 4
steps = len(xtr) // BS
for epoch in range(EPOCHS):
    t0 = time.time()
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    losses, accs = [], []
    for s in range(steps):
        idx = perm[s * BS:(s + 1) * BS]
        state, loss, acc = train_step(state, xtr[idx], ytr[idx])
        losses.append(float(loss)); accs.append(float(acc))
    vl, va = eval_step(state.params, xva, yva)
    print(f"Epoch {epoch+1}/{EPOCHS}")
    print(f"{steps}/{steps} [==============================] - {time.time()-t0:.1f}s - loss: {np.mean(losses):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
    mngr.save(epoch, args=ocp.args.StandardSave(state.params))
mngr.wait_until_finished()
print("checkpoints on disk:", mngr.all_steps())
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(state.params))
vl2, va2 = eval_step(restored, xva, yva)
print(f"restored step {mngr.latest_step()}: val_accuracy {float(va2):.4f}")
mngr.close()
