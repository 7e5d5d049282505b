# Small CNN on synthetic 16x16 images, ported from a PyTorch training loop to Flax linen + optax.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(4)(nn.relu(nn.Dense(64)(x)))

def make_dataset(rng, n):
    # class k = bright square in quadrant k
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, size=n)
    for i, k in enumerate(y):
        r, c = divmod(int(k), 2)
        x[i, r * 8 + 2:r * 8 + 6, c * 8 + 2:c * 8 + 6, 0] += 1.5
    return x, y.astype(np.int32)

def loader(x, y, bs, rng):
    idx = rng.permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        j = idx[i:i + bs]
        yield x[j], y[j]

rng = np.random.default_rng(0)
xtr, ytr = make_dataset(rng, 2048)
xte, yte = make_dataset(rng, 512)
model = CNN()
params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state.apply_gradients(grads=grads)   # optimizer.step()
    acc = (logits.argmax(-1) == y).mean()
    return loss, acc

@jax.jit
def eval_step(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

for epoch in range(5):
    losses, accs = [], []
    for step, (x, y) in enumerate(loader(xtr, ytr, 64, rng)):
        loss, acc = train_step(state, x, y)
        losses.append(float(loss)); accs.append(float(acc))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.3f} "
          f"test_acc {float(eval_step(state.params, xte, yte)):.3f}")
