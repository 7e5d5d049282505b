"""Small CNN on synthetic 'shapes' images (4 classes) with Flax linen; data shuffled on-device each epoch
with jax.random (replacing torch DataLoader(shuffle=True))."""
import time
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

def make_data(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 4, n)
    x = r.normal(0, 0.3, (n, 16, 16, 1)).astype(np.float32)
    for i, c in enumerate(y):
        if c == 0: x[i, 4:12, 7:9] += 1.0        # vertical bar
        elif c == 1: x[i, 7:9, 4:12] += 1.0      # horizontal bar
        elif c == 2: x[i, 4:12, 4:12] += 0.5     # square
        else: x[i, np.arange(4, 12), np.arange(4, 12)] += 1.0   # diagonal
    return jnp.asarray(x), jnp.asarray(y.astype(np.int32))

x_train, y_train = make_data(2048, 0)
x_val, y_val = make_data(512, 1)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(4)(nn.relu(nn.Dense(64)(x)))

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), x_train[:1])["params"],
                                      tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

def shuffle(key, arr):
    return arr[jax.random.permutation(key, arr.shape[0])]

key = jax.random.PRNGKey(123)
bs = 64; steps = len(x_train) // bs
for epoch in range(1, 7):
    t0 = time.time()
    key, sub = jax.random.split(key)
    x_train = shuffle(sub, x_train)
    key, sub = jax.random.split(key)
    y_train = shuffle(sub, y_train)
    ls, accs = [], []
    for i in range(steps):
        state, l, a = train_step(state, x_train[i*bs:(i+1)*bs], y_train[i*bs:(i+1)*bs])
        ls.append(float(l)); accs.append(float(a))
    vl, va = eval_step(state.params, x_val, y_val)
    dt = time.time() - t0
    print(f"Epoch {epoch}/6")
    print(f"{steps}/{steps} [==============================] - {dt:.0f}s {1000*dt/steps:.0f}ms/step - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
