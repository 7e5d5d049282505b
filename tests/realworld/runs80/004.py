# NNX image classifier; eval_step ported from torch (logits.argmax(1).cpu().numpy())
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class Net(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(1, 16, (3, 3), rngs=rngs)
        self.drop = nnx.Dropout(0.25, rngs=rngs)
        self.fc = nnx.Linear(16 * 14 * 14, 10, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.conv(x))
        x = nnx.avg_pool(x, (2, 2), (2, 2))
        x = self.drop(x.reshape(x.shape[0], -1))
        return self.fc(x)

rng = np.random.default_rng(0)
Xtr = rng.normal(size=(600, 28, 28, 1)).astype(np.float32)
ytr = rng.integers(0, 10, 600)
Xva, yva = Xtr[:200], ytr[:200]

model = Net(nnx.Rngs(params=0, dropout=1))
opt = nnx.Optimizer(model, optax.sgd(0.05, momentum=0.9), wrt=nnx.Param)

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
    preds = np.argmax(logits, axis=1)
    correct = (preds == np.asarray(y)).sum()
    return correct

for epoch in range(2):
    model.train()
    losses = [float(train_step(model, opt, Xtr[i:i+50], ytr[i:i+50])) for i in range(0, 600, 50)]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f}")
    model.eval()
    correct = sum(int(eval_step(model, Xva[i:i+50], yva[i:i+50])) for i in range(0, 200, 50))
    print(f"epoch {epoch} val_acc {correct/200:.3f}")
