# Flax CNN on synthetic 16x16 "digit" images; shuffling helper ported from a numpy loader
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(0)
N, C = 4000, 4
protos = rng.normal(size=(C, 16, 16, 1)).astype(np.float32)
labels = rng.integers(0, C, N)
images = protos[labels] + 0.8 * rng.normal(size=(N, 16, 16, 1)).astype(np.float32)
tr_x, tr_y, te_x, te_y = images[:3500], labels[:3500], images[3500:], labels[3500:]

def shuffle(x, y, rng):
    x = x[rng.permutation(len(x))]
    y = y[rng.permutation(len(y))]
    return x, y

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(C)(x)

m = CNN()
state = train_state.TrainState.create(apply_fn=m.apply, params=m.init(jax.random.PRNGKey(0), tr_x[:1])["params"],
                                      tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def evaluate(params, x, y):
    logits = m.apply({"params": params}, x)
    return (logits.argmax(-1) == y).mean()

for epoch in range(1, 9):
    xs, ys = shuffle(tr_x, tr_y, rng)
    ls, accs = [], []
    for i in range(0, len(xs), 100):
        state, loss, acc = train_step(state, xs[i:i + 100], ys[i:i + 100])
        ls.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.3f} "
          f"test_acc {float(evaluate(state.params, te_x, te_y)):.3f}")
