"""MLP classifier with two Orbax checkpoint managers: rolling 'last' checkpoints and a 'best' one."""
import os, shutil, json, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

WORKDIR = "/home/user/project/exp_013"
shutil.rmtree(WORKDIR, ignore_errors=True)

# ---- checkpoint utilities (utils/ckpt.py in the project) ----
_REGISTRY = ocp.handlers.DefaultCheckpointHandlerRegistry()

def make_manager(directory, max_to_keep):
    """Manager with two items: the train state and a small JSON metadata blob."""
    _REGISTRY.add("state", ocp.args.StandardSave)
    _REGISTRY.add("state", ocp.args.StandardRestore)
    _REGISTRY.add("metadata", ocp.args.JsonSave)
    _REGISTRY.add("metadata", ocp.args.JsonRestore)
    return ocp.CheckpointManager(directory, options=ocp.CheckpointManagerOptions(max_to_keep=max_to_keep),
                                 handler_registry=_REGISTRY)

# ---- data / model ----
rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 20)).astype(np.float32)
W = rng.normal(size=(20, 4))
Y = (X @ W + 0.5 * rng.normal(size=(3000, 4))).argmax(1).astype(np.int32)
xtr, ytr, xva, yva = X[:2500], Y[:2500], X[2500:], Y[2500:]

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(4)(nn.relu(nn.Dense(64)(nn.relu(nn.Dense(64)(x)))))

model = MLP()
params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean())(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

@jax.jit
def accuracy(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

last_mgr = make_manager(os.path.join(WORKDIR, "last"), max_to_keep=2)
best_mgr, best_acc = None, -1.0
for epoch in range(1, 6):
    t0 = time.time()
    perm = rng.permutation(len(xtr))
    for i in range(0, len(xtr), 50):
        params, opt_state, loss = train_step(params, opt_state, xtr[perm[i:i + 50]], ytr[perm[i:i + 50]])
    acc = float(accuracy(params, xva, yva))
    print(f"epoch {epoch} loss {float(loss):.4f} val_acc {acc:.4f} ({time.time()-t0:.1f}s)")
    ckpt = ocp.args.Composite(state=ocp.args.StandardSave({"params": params, "opt_state": opt_state}),
                              metadata=ocp.args.JsonSave({"epoch": epoch, "val_acc": acc}))
    last_mgr.save(epoch, args=ckpt)
    if acc > best_acc:
        best_acc = acc
        if best_mgr is None:
            best_mgr = make_manager(os.path.join(WORKDIR, "best"), max_to_keep=1)
        best_mgr.save(epoch, args=ckpt)
        print(f"  new best val_acc {acc:.4f}, saved to {WORKDIR}/best")
last_mgr.wait_until_finished()
