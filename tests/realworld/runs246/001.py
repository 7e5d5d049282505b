# Port of a PyTorch MLP classifier training loop to Flax/Optax.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class MLP(nn.Module):
    hidden: int = 128
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)

def make_data(n, d=32, k=10, seed=0):
    rng = np.random.RandomState(seed)
    w = rng.randn(d, k)
    x = rng.randn(n, d).astype(np.float32)
    y = (x @ w + 0.3 * rng.randn(n, k)).argmax(1)
    return x, y

def loader(x, y, bs, seed):
    idx = np.random.RandomState(seed).permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        b = idx[i:i + bs]
        yield x[b], y[b]

x, y = make_data(4096)
model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        labels = jax.nn.one_hot(yb, 10)
        return optax.softmax_cross_entropy(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(5):
    losses = []
    for xb, yb in loader(x, y, 64, epoch):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        losses.append(float(loss))
    acc = float((model.apply({"params": params}, x).argmax(-1) == y).mean())
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {acc:.4f}")
