# Healthy run: flax.nnx MLP classifier with optax AdamW + cosine schedule, Orbax checkpoint save/restore.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx

class MLP(nnx.Module):
    def __init__(self, din, dh, dout, rngs):
        self.fc1 = nnx.Linear(din, dh, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(dh, dh, rngs=rngs)
        self.out = nnx.Linear(dh, dout, rngs=rngs)
    def __call__(self, x):
        x = self.drop(nnx.relu(self.fc1(x)))
        return self.out(nnx.relu(self.fc2(x)))

rng = np.random.default_rng(0)
W = rng.normal(size=(32, 8))
def make(n):
    x = rng.normal(size=(n, 32)).astype(np.float32)
    return x, (x @ W).argmax(-1).astype(np.int32)
xtr, ytr = make(8000); xva, yva = make(1000)

model = MLP(32, 128, 8, nnx.Rngs(0))
steps = 5 * (8000 // 100)
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 50, steps)
optimizer = nnx.Optimizer(model, optax.adamw(sched, weight_decay=1e-4), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return (logits.argmax(-1) == y).mean()

for epoch in range(5):
    model.train()
    perm = rng.permutation(8000); ls = []
    for i in range(0, 8000, 100):
        j = perm[i:i+100]
        ls.append(float(train_step(model, optimizer, xtr[j], ytr[j])))
    model.eval()
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} val_acc {float(eval_step(model, xva, yva)):.4f}")

ckpt_dir = os.path.abspath("ckpt_011"); shutil.rmtree(ckpt_dir, ignore_errors=True)
ckptr = ocp.StandardCheckpointer()
_, state = nnx.split(model)
ckptr.save(os.path.join(ckpt_dir, "final"), state)
ckptr.wait_until_finished()
print("saved checkpoint", ckpt_dir)

fresh = MLP(32, 128, 8, nnx.Rngs(1))
graphdef, abstract_state = nnx.split(fresh)
restored = ckptr.restore(os.path.join(ckpt_dir, "final"), abstract_state)
fresh = nnx.merge(graphdef, restored)
fresh.eval()
print(f"restored model val_acc {float(eval_step(fresh, xva, yva)):.4f}")
