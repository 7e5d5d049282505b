"""Train a small CNN on synthetic 'digits'; hand-written optax loop ported from a torch training loop."""
import sys, time, jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))

rng = np.random.default_rng(0)
protos = rng.normal(size=(10, 16, 16, 1)).astype(np.float32)
y = rng.integers(0, 10, size=3000)
X = (protos[y] + 0.8 * rng.normal(size=(3000, 16, 16, 1))).astype(np.float32)

model = CNN()
params = model.init(jax.random.key(0), X[:1])["params"]
optimizer = optax.sgd(learning_rate=0.05, momentum=0.9)
opt_state = optimizer.init(params)

def loss_fn(params, xb, yb):
    logits = model.apply({"params": params}, xb)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    return loss, (jnp.argmax(logits, -1) == yb).mean()

@jax.jit
def train_step(params, opt_state, xb, yb):
    (loss, acc), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, xb, yb)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)   # optimizer.step()
    return params, opt_state, loss, acc

bs = 100
n_steps = len(X) // bs
for epoch in range(1, 6):
    print(f"Epoch {epoch}/5")
    perm = rng.permutation(len(X))
    t0 = time.time(); tl = ta = 0.0
    for s in range(n_steps):
        idx = perm[s * bs:(s + 1) * bs]
        params, opt_state, loss, acc = train_step(params, opt_state, X[idx], y[idx])
        tl += float(loss); ta += float(acc)
        if (s + 1) % 10 == 0 or s + 1 == n_steps:
            done = int(30 * (s + 1) / n_steps)
            print(f"{s+1}/{n_steps} [{'=' * done}{'.' * (30 - done)}] - loss: {tl/(s+1):.4f} - accuracy: {ta/(s+1):.4f}")
    print(f"{n_steps}/{n_steps} - {time.time()-t0:.0f}s - loss: {tl/n_steps:.4f} - accuracy: {ta/n_steps:.4f}")
