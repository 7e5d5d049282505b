"""Data-parallel NNX MLP classifier on 4 host devices (NamedSharding), BatchNorm + Dropout, train/eval modes."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import logging, time
import numpy as np
import jax, jax.numpy as jnp, optax
from flax import nnx
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("dp_mlp")

class MLP(nnx.Module):
    def __init__(self, din, dh, dout, *, rngs):
        self.fc1 = nnx.Linear(din, dh, rngs=rngs)
        self.bn1 = nnx.BatchNorm(dh, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(dh, dout, rngs=rngs)
    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.bn1(self.fc1(x)))))

W_TRUE = np.random.default_rng(42).normal(size=(20, 4)).astype(np.float32)

def make_data(n, rng):
    x = rng.normal(size=(n, 20)).astype(np.float32)
    w = W_TRUE
    y = np.argmax(x @ w + 0.1 * rng.normal(size=(n, 4)), axis=1).astype(np.int32)
    return x, y

rng = np.random.default_rng(0)
xtr, ytr = make_data(4096, rng); xva, yva = make_data(512, rng)
mesh = Mesh(np.array(jax.devices()), ("data",))
data_sh = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())
log.info("devices=%d mesh=%s", jax.device_count(), dict(mesh.shape))

model = MLP(20, 128, 4, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=1e-4), wrt=nnx.Param)
state = nnx.state((model, optimizer))
state = jax.device_put(state, repl)
nnx.update((model, optimizer), state)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

bs = 128
for epoch in range(1, 6):
    t0 = time.time(); model.train()
    perm = rng.permutation(len(xtr)); losses, accs = [], []
    for i in range(0, len(xtr), bs):
        idx = perm[i:i + bs]
        x = jax.device_put(xtr[idx], data_sh); y = jax.device_put(ytr[idx], data_sh)
        l, a = train_step(model, optimizer, x, y); losses.append(l); accs.append(a)
    model.eval()
    vl, va = eval_step(model, jax.device_put(xva, data_sh), jax.device_put(yva, data_sh))
    log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)", epoch,
             float(np.mean(losses)), float(np.mean(accs)), float(vl), float(va), time.time() - t0)
log.info("done")
