"""Fashion-style classifier on a synthetic image set; the data module shuffles the arrays once per epoch
with jax.random (port of a torch Dataset + RandomSampler)."""
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

def make_data(seed, n):
    r = np.random.default_rng(seed)
    templates = np.random.default_rng(123).normal(size=(10, 12, 12)).astype(np.float32)
    y = r.integers(0, 10, n).astype(np.int32)
    x = templates[y] + 0.8 * r.normal(size=(n, 12, 12)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)

class ShuffledLoader:
    def __init__(self, x, y, batch_size, seed):
        self.x, self.y, self.bs = x, y, batch_size
        self.key = jax.random.PRNGKey(seed)
    def epoch(self):
        self.key, kx, ky = jax.random.split(self.key, 3)
        x = jax.random.permutation(kx, self.x)
        y = jax.random.permutation(ky, self.y)
        for i in range(0, len(x) - self.bs + 1, self.bs):
            yield x[i:i + self.bs], y[i:i + self.bs]

xtr, ytr = make_data(0, 4000)
xva, yva = make_data(1, 1000)
loader = ShuffledLoader(xtr, ytr, 64, seed=0)
model = Net()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"], tx=optax.sgd(0.05, momentum=0.9))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def evaluate(params):
    logits = model.apply({"params": params}, xva)
    return (logits.argmax(-1) == yva).mean()

for epoch in range(1, 7):
    ls, accs = [], []
    for x, y in loader.epoch():
        state, loss, acc = train_step(state, x, y)
        ls.append(float(loss)); accs.append(float(acc))
    print(f"Epoch [{epoch}/6]  train_loss={np.mean(ls):.4f}  train_acc={np.mean(accs):.4f}  val_acc={float(evaluate(state.params)):.4f}")
