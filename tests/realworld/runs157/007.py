"""Healthy: flax.linen CNN with BatchNorm on synthetic 'shapes' images, TrainState + Orbax CheckpointManager."""
import os, shutil, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

CKPT = "/home/user/project/ckpt_007"

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        for f in (16, 32):
            x = nn.Conv(f, (3, 3))(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.relu(x)
            x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.mean(axis=(1, 2))
        return nn.Dense(4)(x)

class TrainState(train_state.TrainState):
    batch_stats: dict

def make_data(rng, n):
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, size=n).astype(np.int32)
    for i, c in enumerate(y):   # bright quadrant = class
        r, col = divmod(int(c), 2)
        x[i, r * 8:(r + 1) * 8, col * 8:(col + 1) * 8] += 1.0
    return x, y

@jax.jit
def train_step(state, x, y):
    def lf(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits, upd)
    (loss, (logits, upd)), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

def main():
    shutil.rmtree(CKPT, ignore_errors=True)
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(rng, 2048); xte, yte = make_data(rng, 512)
    model = CNN()
    v = model.init(jax.random.key(0), jnp.zeros((1, 16, 16, 1)), train=False)
    state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"],
                              tx=optax.adamw(2e-3, weight_decay=1e-4))
    mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    for epoch in range(1, 5):
        t0 = time.time(); perm = rng.permutation(len(xtr)); ls, accs = [], []
        for i in range(0, len(xtr), 64):
            idx = perm[i:i + 64]
            state, l, a = train_step(state, jnp.asarray(xtr[idx]), jnp.asarray(ytr[idx]))
            ls.append(float(l)); accs.append(float(a))
        te = float(eval_step(state, jnp.asarray(xte), jnp.asarray(yte)))
        mngr.save(epoch, args=ocp.args.StandardSave({"params": state.params, "batch_stats": state.batch_stats}))
        print(f"Epoch {epoch}/4 - {time.time()-t0:.1f}s - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - test_accuracy: {te:.4f}")
    mngr.wait_until_finished()
    print("checkpoints on disk:", mngr.all_steps())
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore({"params": state.params, "batch_stats": state.batch_stats}))
    st2 = state.replace(params=restored["params"], batch_stats=restored["batch_stats"])
    print(f"restored step {mngr.latest_step()} test_accuracy: {float(eval_step(st2, jnp.asarray(xte), jnp.asarray(yte))):.4f}")
    mngr.close()

if __name__ == "__main__":
    main()
