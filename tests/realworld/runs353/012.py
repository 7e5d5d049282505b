# Tabular classifier: features + label column read from one float table (torch version fed it through
# TensorDataset/DataLoader), ported to Flax + Optax with a jitted train step.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

NFEAT, NCLS, N, BATCH, EPOCHS = 12, 3, 1500, 64, 5
rng = np.random.default_rng(4)
feats = rng.normal(size=(N, NFEAT))
labels = np.digitize(feats[:, 0] + 0.5 * feats[:, 1], [-0.5, 0.5])
table = np.column_stack([feats, labels]).astype(np.float32)   # as loaded from the CSV export
print(f"table: {table.shape} dtype={table.dtype}")

X, Y = table[:, :-1], table[:, -1]
ntr = int(0.8 * N)
Xtr, Ytr, Xva, Yva = X[:ntr], Y[:ntr], X[ntr:], Y[ntr:]

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(NCLS)(x)

model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, NFEAT)))
tx = optax.adamw(1e-3, weight_decay=1e-2)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(1, EPOCHS + 1):
    perm = rng.permutation(ntr)
    losses = []
    for i in range(0, ntr, BATCH):
        idx = perm[i:i + BATCH]
        params, opt_state, loss = train_step(params, opt_state, Xtr[idx], Ytr[idx])
        losses.append(float(loss))
    acc = float(jnp.mean(model.apply(params, Xva).argmax(-1) == Yva))
    print(f"epoch {epoch} | train_loss {np.mean(losses):.4f} | val_acc {acc:.4f}")
