"""Image classifier on a dataset of (image, label) pairs; shuffling done with numpy each epoch."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(0)
C = 4
protos = rng.normal(size=(C, 12, 12, 1)).astype(np.float32)
labels = rng.integers(0, C, size=2000).astype(np.int32)
images = protos[labels] + 0.8 * rng.normal(size=(2000, 12, 12, 1)).astype(np.float32)
x_tr, y_tr = images[:1600], labels[:1600]
x_te, y_te = images[1600:], labels[1600:]

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2)).reshape((x.shape[0], -1))
        return nn.Dense(C)(nn.relu(nn.Dense(64)(x)))

net = Net()
state = train_state.TrainState.create(apply_fn=net.apply,
    params=net.init(jax.random.PRNGKey(0), x_tr[:1])["params"], tx=optax.sgd(0.05, momentum=0.9))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def accuracy(params, x, y):
    return (net.apply({"params": params}, x).argmax(-1) == y).mean()

BS, EPOCHS = 50, 8
nb = len(x_tr) // BS
for epoch in range(EPOCHS):
    rng.shuffle(x_tr)          # shuffle the training set in place
    rng.shuffle(y_tr)
    tl, ta = 0.0, 0.0
    for b in range(nb):
        state, loss, acc = train_step(state, x_tr[b*BS:(b+1)*BS], y_tr[b*BS:(b+1)*BS])
        tl += float(loss); ta += float(acc)
        done = int(30 * (b + 1) / nb)
        if b == nb - 1:
            print(f"Epoch {epoch+1}/{EPOCHS}")
            print(f"{nb}/{nb} [{'=' * done}] - loss: {tl/nb:.4f} - accuracy: {ta/nb:.4f}"
                  f" - val_accuracy: {float(accuracy(state.params, x_te, y_te)):.4f}")
