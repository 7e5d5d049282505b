# Small CNN on 28x28 synthetic digits; loss ported from nn.CrossEntropyLoss().
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class CNN(nn.Module):
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(self.num_classes)(x)

def make_digits(n, rng):
    y = rng.integers(0, 10, size=n).astype(np.int32)
    X = rng.normal(0, 0.3, size=(n, 28, 28, 1)).astype(np.float32)
    for i, c in enumerate(y):
        X[i, 2 * c:2 * c + 6, 4:24, 0] += 1.0
    return X, y

def batches(X, y, bs, rng):
    idx = rng.permutation(len(y))
    for s in range(0, len(idx) - bs + 1, bs):
        b = idx[s:s + bs]
        yield X[b], y[b]

rng = np.random.default_rng(42)
Xtr, ytr = make_digits(6000, rng)
model = CNN()
variables = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 28, 28, 1)))
state = train_state.TrainState.create(apply_fn=model.apply, params=variables["params"],
                                      tx=optax.sgd(0.05, momentum=0.9))
print("train samples:", len(ytr), "batch:", 64)

criterion = optax.softmax_cross_entropy

@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return criterion(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == y).mean()
    return state.apply_gradients(grads=grads), loss, acc

for epoch in range(2):
    for step, (xb, yb) in enumerate(batches(Xtr, ytr, 64, rng)):
        state, loss, acc = train_step(state, xb, yb)
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
