"""Sentiment-style binary classifier; numpy data loader written as a generator (like a torch DataLoader)."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

def make_dataset(n, dim, seed):
    r = np.random.default_rng(seed)
    x = r.normal(size=(n, dim)).astype(np.float32)
    w = r.normal(size=(dim,))
    y = (x @ w + 0.3 * r.normal(size=n) > 0).astype(np.int32)
    return x, y

def data_loader(x, y, batch_size, shuffle=True, seed=0):
    idx = np.arange(len(x))
    if shuffle:
        np.random.default_rng(seed).shuffle(idx)
    for i in range(0, len(x) - batch_size + 1, batch_size):
        b = idx[i:i + batch_size]
        yield {"features": x[b], "label": y[b]}

class MLP(nnx.Module):
    def __init__(self, din, rngs):
        self.l1 = nnx.Linear(din, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 2, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))

x_tr, y_tr = make_dataset(3000, 20, 0)
x_va, y_va = make_dataset(600, 20, 1)
train_loader = data_loader(x_tr, y_tr, batch_size=50)

model = MLP(20, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(m):
        logits = m(batch["features"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def eval_acc(model, x, y):
    return (model(x).argmax(-1) == y).mean()

global_step = 0
for epoch in range(5):
    t0 = time.time()
    losses = []
    for batch in train_loader:
        losses.append(float(train_step(model, optimizer, batch)))
        global_step += 1
    metrics = {"epoch": epoch, "global_step": global_step, "train_loss": round(float(np.mean(losses)), 4),
               "val_accuracy": round(float(eval_acc(model, x_va, y_va)), 4), "epoch_time": round(time.time() - t0, 2)}
    print(metrics)
print("training complete")
