"""Small CNN on synthetic 'shapes' images: Flax + Optax, with eval each epoch."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

def make_images(n, rng):
    X = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    Y = rng.integers(0, 4, size=n)
    for i, c in enumerate(Y):
        if c == 0: X[i, 4:12, 7:9] += 1.0      # vertical bar
        elif c == 1: X[i, 7:9, 4:12] += 1.0    # horizontal bar
        elif c == 2: X[i, 4:12, 4:12] += 0.5   # square
        else: X[i, np.arange(3, 13), np.arange(3, 13)] += 1.0  # diagonal
    return X, Y

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(4)(x)

rng = np.random.default_rng(0)
Xtr, Ytr = make_images(4096, rng)
Xva, Yva = make_images(512, rng)
model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"]
steps_per_epoch = len(Xtr) // 64
sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, 50, 5 * steps_per_epoch)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(sched, weight_decay=1e-4))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return (logits.argmax(-1) == y).mean(), optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

for epoch in range(5):
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(steps_per_epoch):
        idx = perm[i * 64:(i + 1) * 64]
        state, loss = train_step(state, Xtr[idx], Ytr[idx])
        losses.append(float(loss))
    acc, vloss = eval_step(state.params, Xva, Yva)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_loss {float(vloss):.4f} val_acc {float(acc):.4f}")
