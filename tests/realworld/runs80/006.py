# Flax NNX CNN (Conv + BatchNorm + Dropout) on synthetic 4-class "shapes" images
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(scale=0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, n)
    for i, c in enumerate(y):
        r, col = (c // 2) * 8, (c % 2) * 8
        x[i, r:r + 8, col:col + 8, 0] += 1.0
    return x, y.astype(np.int32)

class CNN(nnx.Module):
    def __init__(self, rngs):
        self.c1 = nnx.Conv(1, 16, (3, 3), rngs=rngs)
        self.bn1 = nnx.BatchNorm(16, rngs=rngs)
        self.c2 = nnx.Conv(16, 32, (3, 3), rngs=rngs)
        self.bn2 = nnx.BatchNorm(32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.fc = nnx.Linear(32 * 4 * 4, 4, rngs=rngs)
    def __call__(self, x):
        x = nnx.max_pool(nnx.relu(self.bn1(self.c1(x))), (2, 2), (2, 2))
        x = nnx.max_pool(nnx.relu(self.bn2(self.c2(x))), (2, 2), (2, 2))
        return self.fc(self.drop(x.reshape(x.shape[0], -1)))

Xtr, Ytr = make_data(1024, 0)
Xva, Yva = make_data(256, 1)
model = CNN(nnx.Rngs(params=0, dropout=1))
opt = nnx.Optimizer(model, optax.adamw(2e-3, weight_decay=1e-4), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, x, y):
    def lf(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(lf)(model)
    opt.update(model, g)
    return loss

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(6):
    model.train()
    perm = np.random.default_rng(epoch).permutation(1024)
    losses = [float(train_step(model, opt, Xtr[perm[i:i+64]], Ytr[perm[i:i+64]])) for i in range(0, 1024, 64)]
    model.eval()
    vl, va = eval_step(model, Xva, Yva)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_loss {float(vl):.4f} val_acc {float(va):.3f}")
print("done")
