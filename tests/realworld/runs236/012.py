# Flax NNX port of a PyTorch CNN (nn.Module style) on synthetic 16x16 images.
import numpy as np, jax, jax.numpy as jnp, optax
from flax import nnx

class CNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, (3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, (3, 3), rngs=rngs)
        self.bn = nnx.BatchNorm(32, rngs=rngs)
        self.fc1 = nnx.Linear(32 * 4 * 4, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(64, 4, rngs=rngs)
    def __call__(self, x):
        x = nnx.max_pool(nnx.relu(self.conv1(x)), (2, 2), (2, 2))
        x = nnx.max_pool(nnx.relu(self.bn(self.conv2(x))), (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        return self.fc2(self.drop(nnx.relu(self.fc1(x))))

def make_dataset(rng, n):
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, size=n)
    for i, k in enumerate(y):
        r, c = divmod(int(k), 2)
        x[i, r * 8 + 2:r * 8 + 6, c * 8 + 2:c * 8 + 6, 0] += 1.0
    return x, y.astype(np.int32)

rng = np.random.default_rng(0)
xtr, ytr = make_dataset(rng, 2048)
xte, yte = make_dataset(rng, 512)
model = CNN(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()

@nnx.jit
def eval_step(model, x, y):
    return (model(x).argmax(-1) == y).mean()

for epoch in range(4):
    model.train()
    idx = rng.permutation(len(xtr))
    ls, accs = [], []
    for i in range(0, len(xtr), 64):
        j = idx[i:i + 64]
        loss, acc = train_step(model, optimizer, xtr[j], ytr[j])
        ls.append(float(loss)); accs.append(float(acc))
    model.eval()
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.3f} test_acc {float(eval_step(model, xte, yte)):.3f}")
