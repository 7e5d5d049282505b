# Linear/MLP regression for house prices, ported from a PyTorch notebook (torch.optim.SGD lr=0.01).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rng = np.random.default_rng(0)
N = 2000
sqft = rng.uniform(500, 4000, N)
rooms = rng.integers(1, 7, N).astype(np.float64)
age = rng.uniform(0, 80, N)
lot = rng.uniform(1000, 20000, N)
X = np.stack([sqft, rooms, age, lot], axis=1).astype(np.float32)
price = 50 * sqft + 10000 * rooms - 500 * age + 2 * lot + rng.normal(0, 10000, N)
Y = (price / 1000.0).astype(np.float32)   # price in k$
print(f"X shape {X.shape}, y mean {Y.mean():.1f} std {Y.std():.1f}")

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)[:, 0]

def batches(bs, seed):
    idx = np.random.default_rng(seed).permutation(N)
    for i in range(0, N, bs):
        b = idx[i:i+bs]
        yield X[b], Y[b]

model = Regressor()
params = model.init(jax.random.PRNGKey(0), X[:1])
tx = optax.sgd(learning_rate=0.01, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return jnp.mean((model.apply(p, xb) - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(5):
    losses = []
    for xb, yb in batches(100, epoch):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        losses.append(float(loss))
        if len(losses) % 5 == 1:
            print(f"epoch {epoch} step {len(losses) - 1} mse {float(loss):.4f}")
    print(f"epoch {epoch} train_mse {np.mean(losses):.4f} last_batch_mse {losses[-1]:.4f}")
print("training finished")
