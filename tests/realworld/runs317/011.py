# Healthy run: MLP classifier, optax chain (clip + AdamW + warmup-cosine), Orbax checkpoints each epoch,
# then restore the best checkpoint and re-evaluate.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.gelu(nn.Dense(256)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

def synth(n, seed):
    r = np.random.default_rng(seed)
    protos = np.random.default_rng(5).normal(size=(10, 64)).astype(np.float32)
    y = r.integers(0, 10, size=n).astype(np.int32)
    return protos[y] + 2.5 * r.normal(size=(n, 64)).astype(np.float32), y

xtr, ytr = synth(10000, 0); xte, yte = synth(2000, 1)
bs, epochs = 128, 5
steps = epochs * (len(xtr) // bs)
sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, 100, steps)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
model = MLP()
key = jax.random.key(0)
key, ik = jax.random.split(key)
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(ik, xtr[:1], train=False)["params"], tx=tx)

@jax.jit
def train_step(state, x, y, dk):
    def lf(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": dk})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l

@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

ckpt_dir = os.path.abspath("ckpt_011"); shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(
    max_to_keep=2, best_fn=lambda m: m["val_acc"], best_mode="max"))
rng = np.random.default_rng(0)
for ep in range(epochs):
    perm = rng.permutation(len(xtr)); ls = []
    for i in range(0, len(xtr) - bs + 1, bs):
        j = perm[i:i + bs]
        key, dk = jax.random.split(key)
        state, l = train_step(state, xtr[j], ytr[j], dk); ls.append(float(l))
    vl, va = evaluate(state.params, xte, yte)
    print(f"epoch {ep} step {int(state.step)} lr {float(sched(state.step)):.2e} train_loss {np.mean(ls):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
    mngr.save(int(state.step), args=ocp.args.StandardSave(state.params), metrics={"val_acc": float(va)})
mngr.wait_until_finished()
best = mngr.best_step()
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, state.params)
restored = mngr.restore(best, args=ocp.args.StandardRestore(abstract))
vl, va = evaluate(restored, xte, yte)
print(f"restored best checkpoint step {best}: val_loss {float(vl):.4f} val_acc {float(va):.4f}")
