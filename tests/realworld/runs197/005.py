"""Tiny CNN on synthetic 16x16 'digits' with Flax NNX + optax, Orbax checkpoint at the end."""
import os, time, shutil
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx
import orbax.checkpoint as ocp

class CNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.fc = nnx.Linear(32 * 4 * 4, 4, rngs=rngs)
    def __call__(self, x):
        x = nnx.avg_pool(nnx.relu(self.conv1(x)), (2, 2), (2, 2))
        x = nnx.avg_pool(nnx.relu(self.conv2(x)), (2, 2), (2, 2))
        return self.fc(x.reshape(x.shape[0], -1))

def make_data(n, rng):
    y = rng.integers(0, 4, n)
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    for i, c in enumerate(y):   # class = which quadrant is bright
        r, s = divmod(int(c), 2); x[i, r*8:(r+1)*8, s*8:(s+1)*8, 0] += 1.0
    return x, y.astype(np.int32)

rng = np.random.default_rng(0)
xtr, ytr = make_data(1024, rng); xte, yte = make_data(256, rng)
model = CNN(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def accuracy(model, x, y):
    return (model(x).argmax(-1) == y).mean()

for epoch in range(1, 5):
    t0 = time.time(); perm = rng.permutation(len(xtr)); ls = []
    for i in range(0, len(xtr), 64):
        idx = perm[i:i+64]; ls.append(float(train_step(model, optimizer, xtr[idx], ytr[idx])))
    print(f"Epoch {epoch}/4 - {time.time()-t0:.1f}s - loss: {np.mean(ls):.4f} - test_acc: {float(accuracy(model, xte, yte)):.4f}", flush=True)

ckdir = "/home/user/project/ckpt_005"
shutil.rmtree(ckdir, ignore_errors=True)
ckptr = ocp.StandardCheckpointer()
_, state = nnx.split(model)
ckptr.save(os.path.join(ckdir, "final"), state)
ckptr.wait_until_finished()
print("saved checkpoint to", os.path.join(ckdir, "final"))
