# Prototype classifier; torch DataLoader(shuffle=True) replaced by jax.random permutations.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

NCLS, D, N, BATCH, EPOCHS = 4, 64, 2000, 50, 8
rng = np.random.default_rng(3)
protos = rng.normal(size=(NCLS, D)).astype(np.float32)
Y_all = rng.integers(0, NCLS, size=N + 400).astype(np.int32)
X_all = (protos[Y_all] + 0.8 * rng.normal(size=(N + 400, D))).astype(np.float32)
X_train, Y_train = jnp.asarray(X_all[:N]), jnp.asarray(Y_all[:N])
X_val, Y_val = jnp.asarray(X_all[N:]), jnp.asarray(Y_all[N:])

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(NCLS)(x)

model = MLP()
key = jax.random.PRNGKey(0)
key, sub = jax.random.split(key)
params = model.init(sub, jnp.zeros((1, D)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

def shuffled_batches(key, x, y):
    key, sub = jax.random.split(key)
    xs = jax.random.permutation(sub, x)
    key, sub = jax.random.split(key)
    ys = jax.random.permutation(sub, y)
    for i in range(0, x.shape[0], BATCH):
        yield xs[i:i + BATCH], ys[i:i + BATCH]

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

@jax.jit
def evaluate(params, x, y):
    logits = model.apply(params, x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, jnp.mean(jnp.argmax(logits, -1) == y)

for epoch in range(1, EPOCHS + 1):
    key, ekey = jax.random.split(key)
    losses = []
    for xb, yb in shuffled_batches(ekey, X_train, Y_train):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        losses.append(float(loss))
    vl, va = evaluate(params, X_val, Y_val)
    print(f"epoch {epoch:2d} | train_loss {np.mean(losses):.4f} | val_loss {float(vl):.4f} | val_acc {float(va):.4f}")
print("done")
