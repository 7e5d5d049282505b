# Port of a small PyTorch transformer-style MLP block classifier to Flax.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class ResidualBlock(nn.Module):
    hidden: int
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm()(x)
        h = nn.Dense(self.hidden)(h)
        h = nn.gelu(h)
        h = nn.Dense(self.hidden)(h)
        return x + h

class Classifier(nn.Module):
    hidden: int = 256
    n_blocks: int = 2
    n_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(128)(x)          # stem (torch: nn.Linear(64, 128))
        for _ in range(self.n_blocks):
            x = ResidualBlock(self.hidden)(x)
        return nn.Dense(self.n_classes)(x)

def make_data(n=2048, d=64, k=10, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(size=(k, d)) * 2
    y = rng.integers(0, k, size=n)
    x = centers[y] + rng.normal(size=(n, d))
    return x.astype(np.float32), y.astype(np.int32)

def loader(x, y, bs, seed):
    idx = np.random.default_rng(seed).permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        b = idx[i:i+bs]
        yield x[b], y[b]

x, y = make_data()
model = Classifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))
tx = optax.adamw(1e-3, weight_decay=0.01)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply(p, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

print(f"devices: {jax.devices()}")
for epoch in range(3):
    for step, (xb, yb) in enumerate(loader(x, y, 64, epoch)):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
