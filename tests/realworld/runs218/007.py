# Flax NNX classifier; the torch Dataset/DataLoader(shuffle=True) replaced with a jax.random-based loader
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
from flax import nnx
import optax

class Net(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(32, 128, rngs=rngs)
        self.l2 = nnx.Linear(128, 128, rngs=rngs)
        self.l3 = nnx.Linear(128, 10, rngs=rngs)
    def __call__(self, x):
        return self.l3(nnx.relu(self.l2(nnx.relu(self.l1(x)))))

# synthetic gaussian-blob dataset, 10 classes
key = jax.random.key(42)
kc, kx, ky, key = jax.random.split(key, 4)
centers = jax.random.normal(kc, (10, 32)) * 2.0
y_all = jax.random.randint(ky, (6000,), 0, 10)
x_all = centers[y_all] + jax.random.normal(kx, (6000, 32))
x_train, y_train = x_all[:5000], y_all[:5000]
x_test, y_test = x_all[5000:], y_all[5000:]

class DataLoader:
    def __init__(self, x, y, batch_size, key):
        self.x, self.y, self.bs, self.key = x, y, batch_size, key
    def __iter__(self):
        self.key, kx, ky = jax.random.split(self.key, 3)
        xs = jax.random.permutation(kx, self.x)
        ys = jax.random.permutation(ky, self.y)
        for i in range(0, len(xs), self.bs):
            yield xs[i:i+self.bs], ys[i:i+self.bs]

model = Net(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(1e-3, weight_decay=1e-4), wrt=nnx.Param)
loader = DataLoader(x_train, y_train, 128, key)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()

@nnx.jit
def accuracy(model, x, y):
    return (model(x).argmax(-1) == y).mean()

for epoch in range(8):
    ls, acs = [], []
    for x, y in loader:
        loss, acc = train_step(model, optimizer, x, y)
        ls.append(float(loss)); acs.append(float(acc))
    print(f"epoch {epoch+1}/8 loss {np.mean(ls):.4f} train_acc {np.mean(acs):.4f} val_acc {float(accuracy(model, x_test, y_test)):.4f}")
