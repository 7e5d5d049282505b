# flax.nnx MLP classifier with Orbax checkpointing and a resume check.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
import optax
import orbax.checkpoint as ocp

CKPT_DIR = os.path.abspath("ckpt_011")
shutil.rmtree(CKPT_DIR, ignore_errors=True)

def make_data(n, rng):
    X = rng.normal(size=(n, 24)).astype(np.float32)
    W = rng.normal(size=(24, 6))
    y = np.argmax(X @ W + 0.3 * np.sin(3 * X[:, :6]), 1).astype(np.int32)
    return X, y

class MLP(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(24, 128, rngs=rngs)
        self.ln = nnx.LayerNorm(128, rngs=rngs)
        self.fc2 = nnx.Linear(128, 128, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.out = nnx.Linear(128, 6, rngs=rngs)
    def __call__(self, x):
        x = nnx.gelu(self.ln(self.fc1(x)))
        x = self.drop(nnx.gelu(self.fc2(x)))
        return self.out(x)

rng = np.random.default_rng(0)
X, y = make_data(12000, rng)
Xtr, ytr, Xva, yva = X[:10000], y[:10000], X[10000:], y[10000:]
model = MLP(nnx.Rngs(0))
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=100, decay_steps=6 * 156)
optimizer = nnx.Optimizer(model, optax.adamw(sched, weight_decay=1e-4), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def evaluate(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
for epoch in range(1, 7):
    model.train()
    perm = rng.permutation(len(ytr)); losses = []
    for i in range(0, len(perm) - 63, 64):
        losses.append(float(train_step(model, optimizer, Xtr[perm[i:i + 64]], ytr[perm[i:i + 64]])))
    model.eval()
    vl, va = evaluate(model, Xva, yva)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
    mngr.save(epoch, args=ocp.args.StandardSave(nnx.state(model, nnx.Param)))
mngr.wait_until_finished()
print("checkpoints:", mngr.all_steps())

# resume check: fresh model, restore latest
fresh = MLP(nnx.Rngs(123))
abstract = nnx.state(fresh, nnx.Param)
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
nnx.update(fresh, restored)
fresh.eval()
rl, ra = evaluate(fresh, Xva, yva)
print(f"restored step {mngr.latest_step()}: val_loss {float(rl):.4f} val_acc {float(ra):.4f}")
mngr.close()
