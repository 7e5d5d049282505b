# Port of a torch DataLoader(shuffle=True) pipeline to a pure-JAX loader (jax.random keys, no torch dependency),
# training a Flax NNX MLP on a tabular classification task.
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
import optax

class MLP(nnx.Module):
    def __init__(self, din, dhid, dout, rngs):
        self.l1 = nnx.Linear(din, dhid, rngs=rngs)
        self.l2 = nnx.Linear(dhid, dhid, rngs=rngs)
        self.out = nnx.Linear(dhid, dout, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
    def __call__(self, x):
        x = self.drop(nnx.relu(self.l1(x)))
        x = self.drop(nnx.relu(self.l2(x)))
        return self.out(x)

class JaxDataLoader:
    def __init__(self, arrays, batch_size, shuffle, key):
        self.arrays, self.bs, self.shuffle, self.key = arrays, batch_size, shuffle, key
        self.n = len(next(iter(arrays.values())))
    def __iter__(self):
        arrays = self.arrays
        if self.shuffle:
            self.key, sub = jax.random.split(self.key)
            keys = jax.random.split(sub, len(arrays))
            arrays = {k: jax.random.permutation(kk, v) for (k, v), kk in zip(arrays.items(), keys)}
        for i in range(0, self.n - self.bs + 1, self.bs):
            yield {k: v[i:i + self.bs] for k, v in arrays.items()}

r = np.random.default_rng(0)
W = r.normal(size=(24, 5))
def make(n):
    x = r.normal(size=(n, 24)).astype(np.float32)
    return {"features": jnp.asarray(x), "label": jnp.asarray((x @ W).argmax(-1).astype(np.int32))}
train_ds, val_ds = make(8192), make(2048)
print(f"train examples {len(train_ds['label'])} val examples {len(val_ds['label'])} classes 5")

train_loader = JaxDataLoader(train_ds, 128, shuffle=True, key=jax.random.PRNGKey(1234))
model = MLP(24, 128, 5, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(model):
        logits = model(batch["features"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def eval_step(model, batch):
    logits = model(batch["features"])
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean(), (logits.argmax(-1) == batch["label"]).mean()

for epoch in range(1, 9):
    model.train()
    losses = [float(train_step(model, optimizer, b)) for b in train_loader]
    model.eval()
    vl, va = eval_step(model, val_ds)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
