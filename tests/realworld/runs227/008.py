# Image classifier: numpy data pipeline ported from a torch Dataset with augmentation + shuffling.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

N, C = 4000, 4
rng = np.random.default_rng(0)
labels = rng.integers(0, C, N)
protos = rng.normal(size=(C, 16, 16, 1)).astype(np.float32)
images = protos[labels] + 0.8 * rng.normal(size=(N, 16, 16, 1)).astype(np.float32)
tr_x, tr_y, va_x, va_y = images[:3200], labels[:3200], images[3200:], labels[3200:]

class ShuffledLoader:
    def __init__(self, x, y, bs, seed=0):
        self.x, self.y, self.bs, self.rng = x, y, bs, np.random.default_rng(seed)
    def __iter__(self):
        xs = self.x[self.rng.permutation(len(self.x))]
        ys = self.y[self.rng.permutation(len(self.y))]
        for i in range(0, len(xs) - self.bs + 1, self.bs):
            xb = xs[i:i+self.bs]
            if self.rng.random() < 0.5:
                xb = xb[:, :, ::-1]  # random horizontal flip
            yield xb, ys[i:i+self.bs]

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        return nn.Dense(C)(nn.relu(nn.Dense(64)(x.reshape((x.shape[0], -1)))))

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))['params'], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_acc(params, x, y):
    return (model.apply({'params': params}, x).argmax(-1) == y).mean()

loader = ShuffledLoader(tr_x, tr_y, 64)
for epoch in range(6):
    ls, accs = [], []
    for xb, yb in loader:
        state, l, a = train_step(state, xb, yb)
        ls.append(float(l)); accs.append(float(a))
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} val_acc {float(eval_acc(state.params, va_x, va_y)):.4f}")
