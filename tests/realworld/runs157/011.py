"""Credit-risk tabular classifier: pandas -> numpy -> Flax NNX. Labels come from the CSV 'grade' column."""
import io
import numpy as np
import pandas as pd
import jax, jax.numpy as jnp
import optax
from flax import nnx

rng = np.random.default_rng(0)
n = 3000
df = pd.DataFrame({
    "income": rng.lognormal(10, 0.5, n), "debt_ratio": rng.random(n), "age": rng.integers(21, 70, n).astype(float),
    "n_loans": rng.poisson(2, n).astype(float),
})
df["grade"] = np.clip((df["debt_ratio"] * 3 + (df["n_loans"] > 3)).astype(int), 0, 3)
df.loc[rng.random(n) < 0.02, "grade"] = np.nan          # a few unlabeled rows in the export
csv = io.StringIO(); df.to_csv(csv, index=False); csv.seek(0)

data = pd.read_csv(csv)
print(data.head().to_string())
print(data.dtypes.to_string())
data = data.dropna(subset=["grade"])
feats = ["income", "debt_ratio", "age", "n_loans"]
X = data[feats].to_numpy(np.float32)
X = (X - X.mean(0)) / X.std(0)
y = data["grade"].to_numpy()
print(f"train rows after dropna: {len(X)}, classes: {sorted(np.unique(y))}")

class Net(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(4, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 4, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))

model = Net(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss

for epoch in range(5):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 128):
        idx = perm[i:i + 128]
        loss = train_step(model, opt, jnp.asarray(X[idx]), jnp.asarray(y[idx]))
    print(f"epoch {epoch + 1}: loss={float(loss):.4f}")
