"""Flax NNX classifier on synthetic tabular data, with an EMA copy of the weights used for evaluation."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(name)s | %(message)s")
log = logging.getLogger("nnx_ema")

class MLP(nnx.Module):
    def __init__(self, din, dh, dout, *, rngs):
        self.fc1 = nnx.Linear(din, dh, rngs=rngs)
        self.bn = nnx.BatchNorm(dh, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(dh, dout, rngs=rngs)
    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.bn(self.fc1(x)))))

rng = np.random.default_rng(0)
W = rng.normal(size=(20, 4))
def make(n):
    x = rng.normal(size=(n, 20)).astype(np.float32)
    return x, (x @ W + 0.3 * rng.normal(size=(n, 4))).argmax(1).astype(np.int32)
Xtr, Ytr = make(4096); Xva, Yva = make(1024)

model = MLP(20, 128, 4, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
ema_params = jax.tree.map(jnp.copy, nnx.state(model, nnx.Param))
EMA_DECAY = 0.98

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()

@jax.jit
def ema_update(ema, new):
    return jax.tree.map(lambda e, p: EMA_DECAY * e + (1 - EMA_DECAY) * p, ema, new)

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

def evaluate(m):
    m.eval(); out = eval_step(m, Xva, Yva); m.train()
    return float(out[0]), float(out[1])

BS = 128
log.info("jax=%s devices=%s", jax.__version__, jax.devices())
for epoch in range(1, 6):
    t0 = time.time(); perm = rng.permutation(len(Xtr)); ls, acc = [], []
    model.train()
    for i in range(0, len(perm), BS):
        b = perm[i:i + BS]
        l, a = train_step(model, optimizer, Xtr[b], Ytr[b])
        ema_params = ema_update(ema_params, nnx.state(model, nnx.Param))
        ls.append(float(l)); acc.append(float(a))
    vl, va = evaluate(model)
    raw = nnx.state(model, nnx.Param)
    nnx.update(model, ema_params); el, ea = evaluate(model); nnx.update(model, raw)
    log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f ema_val_loss=%.4f ema_val_acc=%.4f (%.1fs)",
             epoch, np.mean(ls), np.mean(acc), vl, va, el, ea, time.time() - t0)
log.info("done")
