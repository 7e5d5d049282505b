"""NNX CNN on raw 0-255 pixel images (BatchNorm right after the stem does the normalisation), HF-Trainer-style eval before training."""
import time
import numpy as np
import jax, jax.numpy as jnp, optax
from flax import nnx

class CNN(nnx.Module):
    def __init__(self, *, rngs):
        self.stem = nnx.Conv(3, 16, (3, 3), use_bias=False, rngs=rngs)
        self.bn1 = nnx.BatchNorm(16, rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, (3, 3), use_bias=False, rngs=rngs)
        self.bn2 = nnx.BatchNorm(32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.fc = nnx.Linear(32, 5, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.bn1(self.stem(x)))
        x = nnx.max_pool(x, (2, 2), (2, 2))
        x = nnx.relu(self.bn2(self.conv2(x)))
        return self.fc(self.drop(x.mean((1, 2))))

rng = np.random.default_rng(0)
def make(n):
    y = rng.integers(0, 5, n)
    x = rng.integers(0, 256, (n, 16, 16, 3)).astype(np.float32) * 0.6
    for i, c in enumerate(y):
        x[i, :, :, c % 3] += 100.0 * (c // 3 + 1) * (np.arange(16)[None, :] < 4 * (c % 3 + 1))
    return np.clip(x, 0, 255).astype(np.uint8), y.astype(np.int32)
xtr, ytr = make(2000); xva, yva = make(400)

model = CNN(rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.01, momentum=0.9), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, g)
    return loss, (logits.argmax(-1) == y).mean(), optax.global_norm(g)

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

def evaluate(model):
    model.eval()
    l, a = eval_step(model, xva.astype(np.float32), yva)
    return {"eval_loss": round(float(l), 4), "eval_accuracy": round(float(a), 4)}

print({"step": 0, **evaluate(model)})          # like Trainer(eval_on_start=True)
step = 0
for epoch in range(1, 5):
    perm = rng.permutation(len(xtr)); t0 = time.time()
    for i in range(0, len(xtr), 50):
        idx = perm[i:i + 50]; step += 1
        loss, acc, gn = train_step(model, optimizer, xtr[idx].astype(np.float32), ytr[idx])
        if step % 20 == 0:
            print({"loss": round(float(loss), 4), "accuracy": round(float(acc), 4), "grad_norm": round(float(gn), 4),
                   "learning_rate": 0.01, "epoch": round(step / 40, 2)})
    print({"step": step, "epoch": epoch, **evaluate(model), "epoch_time_s": round(time.time() - t0, 2)})
