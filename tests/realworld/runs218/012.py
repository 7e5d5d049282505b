# Flax NNX CNN with BatchNorm, nnx.Optimizer + optax, key handling via nnx.Rngs, Orbax checkpoint of nnx.State
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
from flax import nnx
import optax
import orbax.checkpoint as ocp

class CNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.c1 = nnx.Conv(1, 16, (3, 3), rngs=rngs); self.bn1 = nnx.BatchNorm(16, rngs=rngs)
        self.c2 = nnx.Conv(16, 32, (3, 3), rngs=rngs); self.bn2 = nnx.BatchNorm(32, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc = nnx.Linear(32, 4, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.bn1(self.c1(x)))
        x = nnx.max_pool(x, (2, 2), (2, 2))
        x = nnx.relu(self.bn2(self.c2(x)))
        return self.fc(self.drop(x.mean((1, 2))))

def make_data(rng, n):
    x = rng.normal(scale=0.5, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, n)
    for i, c in enumerate(y):
        r, cc = divmod(int(c), 2)
        x[i, r*8:(r+1)*8, cc*8:(cc+1)*8, 0] += 1.0
    return x, y

rng = np.random.default_rng(0)
xtr, ytr = make_data(rng, 2048); xte, yte = make_data(rng, 512)
model = CNN(nnx.Rngs(params=0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))

@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    metrics.update(loss=loss, logits=logits, labels=y)
    optimizer.update(model, grads)

@nnx.jit
def eval_acc(model, x, y):
    return (model(x).argmax(-1) == y).mean()

for epoch in range(4):
    model.train()
    perm = rng.permutation(len(xtr))
    for i in range(0, len(xtr), 64):
        idx = perm[i:i+64]
        train_step(model, optimizer, metrics, xtr[idx], ytr[idx])
    m = metrics.compute(); metrics.reset()
    model.eval()
    print(f"epoch {epoch} train_loss {float(m['loss']):.4f} train_acc {float(m['accuracy']):.4f} "
          f"test_acc {float(eval_acc(model, xte, yte)):.4f}")

ckpt_dir = os.path.abspath("ckpt_012")
checkpointer = ocp.StandardCheckpointer()
_, state = nnx.split(model)
checkpointer.save(os.path.join(ckpt_dir, "final"), state, force=True)
checkpointer.wait_until_finished()
abstract_model = nnx.eval_shape(lambda: CNN(nnx.Rngs(params=0, dropout=1)))
graphdef, abstract_state = nnx.split(abstract_model)
restored_state = checkpointer.restore(os.path.join(ckpt_dir, "final"), abstract_state)
model2 = nnx.merge(graphdef, restored_state); model2.eval()
print(f"restored model test_acc {float(eval_acc(model2, xte, yte)):.4f}")
