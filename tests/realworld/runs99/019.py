"""Flax NNX training with optax.inject_hyperparams (LR decayed by hand on plateau) and Orbax
CheckpointManager (keep 2, save every 40 steps); resumes from the latest checkpoint at the end to verify."""
import shutil
import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
from flax import nnx

CKPT_DIR = "/home/user/project/ckpt_019"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 16)).astype(np.float32)
Y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2] > 0).astype(np.int32)


class Net(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(16, 64, rngs=rngs)
        self.bn = nnx.BatchNorm(64, rngs=rngs)
        self.l2 = nnx.Linear(64, 2, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.bn(self.l1(x))))


model = Net(nnx.Rngs(0))
tx = optax.inject_hyperparams(optax.adamw)(learning_rate=3e-3, weight_decay=1e-4)
optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=40))


@nnx.jit
def train_step(model, optimizer, x, y):
    def lf(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(lf)(model)
    optimizer.update(model, g)
    return loss


best, bad = 1e9, 0
step = 0
for epoch in range(5):
    model.train()
    for i in range(0, 2500, 50):
        loss = train_step(model, optimizer, X[i:i + 50], Y[i:i + 50])
        step += 1
        mngr.save(step, args=ocp.args.StandardSave(nnx.state(model)))
    model.eval()
    val = float(optax.softmax_cross_entropy_with_integer_labels(model(X[2500:]), Y[2500:]).mean())
    acc = float((model(X[2500:]).argmax(-1) == Y[2500:]).mean())
    lr = float(optimizer.opt_state.hyperparams["learning_rate"])
    print(f"epoch {epoch} step {step} train_loss {float(loss):.4f} val_loss {val:.4f} val_acc {acc:.4f} lr {lr:.2e}")
    if val < best - 1e-3:
        best, bad = val, 0
    else:
        bad += 1
        if bad >= 1:
            optimizer.opt_state.hyperparams["learning_rate"] = jnp.asarray(lr * 0.5)
            print(f"  plateau: lowering learning_rate to {lr * 0.5:.2e}")
mngr.wait_until_finished()
print("checkpoints on disk:", mngr.all_steps())

restored_model = Net(nnx.Rngs(1))
abstract = nnx.state(restored_model)
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
nnx.update(restored_model, restored)
restored_model.eval()
acc2 = float((restored_model(X[2500:]).argmax(-1) == Y[2500:]).mean())
print(f"restored step {mngr.latest_step()} val_acc {acc2:.4f}")
mngr.close()
