"""Activity-recognition MLP on a sensor-feature CSV (UCI-HAR style).
Ported from a PyTorch script: nn.CrossEntropyLoss -> optax.softmax_cross_entropy_with_integer_labels."""
import io, time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

N_CLASSES = 6
ACTIVITIES = ["WALKING", "WALKING_UPSTAIRS", "WALKING_DOWNSTAIRS", "SITTING", "STANDING", "LAYING"]

def write_fake_csv(n=3000, d=32, seed=0):
    """Stand-in for train.csv: 32 features + 'Activity' column coded 1..6 as in the original dataset."""
    rng = np.random.default_rng(seed)
    y = rng.integers(1, N_CLASSES + 1, n)
    centers = rng.normal(0, 1.5, (N_CLASSES + 1, d))
    x = centers[y] + rng.normal(0, 1, (n, d))
    buf = io.StringIO()
    buf.write(",".join([f"f{i}" for i in range(d)] + ["Activity"]) + "\n")
    for row, lab in zip(x, y):
        buf.write(",".join(f"{v:.5f}" for v in row) + f",{lab}\n")
    buf.seek(0)
    return buf

def load_csv(f):
    arr = np.genfromtxt(f, delimiter=",", skip_header=1)
    return arr[:, :-1].astype(np.float32), arr[:, -1].astype(np.int32)

x, y = load_csv(write_fake_csv())
print(f"loaded {len(x)} rows, {x.shape[1]} features, label values: {np.unique(y).tolist()}")
x = (x - x.mean(0)) / x.std(0)
xtr, ytr, xva, yva = x[:2400], y[:2400], x[2400:], y[2400:]

class HARNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(32, 128, rngs=rngs)
        self.l2 = nnx.Linear(128, 64, rngs=rngs)
        self.out = nnx.Linear(64, N_CLASSES, rngs=rngs)
    def __call__(self, x):
        return self.out(nnx.relu(self.l2(nnx.relu(self.l1(x)))))

model = HARNet(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    opt.update(model, g)
    return loss, jnp.mean(jnp.argmax(logits, -1) == y)

@nnx.jit
def evaluate(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), jnp.mean(jnp.argmax(logits, -1) == y)

bs = 64
for epoch in range(1, 6):
    t0 = time.time()
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    for s, i in enumerate(range(0, len(xtr), bs)):
        idx = perm[i:i+bs]
        loss, acc = train_step(model, opt, xtr[idx], ytr[idx])
        if s % 15 == 0:
            print(f"Epoch {epoch} | step {s:3d} | loss {float(loss):.4f} | acc {float(acc):.3f}")
    vl, va = evaluate(model, xva, yva)
    print(f"Epoch {epoch} done in {time.time()-t0:.1f}s | val_loss {float(vl):.4f} | val_acc {float(va):.3f}")
