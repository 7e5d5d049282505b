# Healthy: MLP classifier with AdamW + cosine schedule, Orbax checkpoint save and restore.
import os, shutil
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
import orbax.checkpoint as ocp
from flax.training import train_state

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(4)(x)

g = np.random.default_rng(0)
X = g.normal(size=(5000, 24)).astype(np.float32)
Y = (X[:, :4] + 0.2 * g.normal(size=(5000, 4))).argmax(-1).astype(np.int32)
X_tr, Y_tr, X_va, Y_va = X[:4500], Y[:4500], X[4500:], Y[4500:]

steps_per_epoch, epochs = 4500 // 64, 6
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 50, steps_per_epoch * epochs)
model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), X_tr[:1])["params"],
        tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4)))

@jax.jit
def train_step(state, x, y, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

key = jax.random.PRNGKey(1)
for epoch in range(epochs):
    perm = g.permutation(len(X_tr)); ls, acs = [], []
    for i in range(steps_per_epoch):
        j = perm[i*64:(i+1)*64]
        key, sub = jax.random.split(key)
        state, loss, acc = train_step(state, X_tr[j], Y_tr[j], sub)
        ls.append(float(loss)); acs.append(float(acc))
    vl, va = eval_step(state.params, X_va, Y_va)
    print(f"epoch {epoch} step {int(state.step)} lr {float(sched(state.step)):.6f} train_loss {np.mean(ls):.4f} train_acc {np.mean(acs):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")

ckpt_dir = os.path.abspath("ckpt_011"); shutil.rmtree(ckpt_dir, ignore_errors=True)
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "final"), state.params); ckptr.wait_until_finished()
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, state.params)
restored = ckptr.restore(os.path.join(ckpt_dir, "final"), abstract)
vl, va = eval_step(restored, X_va, Y_va)
print(f"restored checkpoint: val_loss {float(vl):.4f} val_acc {float(va):.4f}")
