# Flax NNX regressor: clip + inject_hyperparams(adamw), ReduceLROnPlateau, Orbax CheckpointManager save/restore
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx
import orbax.checkpoint as ocp

CKPT = os.path.abspath("ckpt_018")
shutil.rmtree(CKPT, ignore_errors=True)

class Regressor(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x))).squeeze(-1)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 8)).astype(np.float32)
Y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] ** 2 + 0.05 * rng.normal(size=2048)).astype(np.float32)
Xv, Yv = X[:256], Y[:256]

model = Regressor(nnx.Rngs(0))
tx = optax.chain(optax.clip_by_global_norm(1.0),
                 optax.inject_hyperparams(optax.adamw)(learning_rate=1e-1, weight_decay=1e-4))
optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))

@nnx.jit
def train_step(model, optimizer, x, y):
    loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, g)
    return loss

@nnx.jit
def val_loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

best, bad, patience = np.inf, 0, 1
for epoch in range(16):
    for i in range(256, 2048, 128):
        train_step(model, optimizer, X[i:i+128], Y[i:i+128])
    vl = float(val_loss(model, Xv, Yv))
    lr = float(optimizer.opt_state[1].hyperparams["learning_rate"][...])
    print(f"epoch {epoch} val_mse {vl:.5f} lr {lr:.4g}")
    if vl < best - 1e-3:
        best, bad = vl, 0
        mngr.save(epoch, args=ocp.args.StandardSave(nnx.state(model, nnx.Param)))
    else:
        bad += 1
        if bad > patience:
            optimizer.opt_state[1].hyperparams["learning_rate"][...] = lr * 0.5
            print(f"plateau: learning rate -> {lr * 0.5:.4g}")
            bad = 0
mngr.wait_until_finished()
best_step = mngr.best_step() if hasattr(mngr, "best_step") and mngr.best_step() is not None else mngr.latest_step()
restored = mngr.restore(best_step, args=ocp.args.StandardRestore(nnx.state(model, nnx.Param)))
nnx.update(model, restored)
print(f"restored step {best_step}: val_mse {float(val_loss(model, Xv, Yv)):.5f}")
mngr.close()
shutil.rmtree(CKPT, ignore_errors=True)
print("training finished")
