# Image classifier with a hand-written numpy input pipeline (shuffle each epoch) feeding a jitted step.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(42)
N, D, C = 3000, 64, 5
centers = rng.normal(0, 2.0, size=(C, D))
y_all = rng.integers(0, C, N).astype(np.int32)
x_all = (centers[y_all] + rng.normal(size=(N, D))).astype(np.float32)
x_train, y_train = x_all[:2500], y_all[:2500]
x_val, y_val = x_all[2500:], y_all[2500:]

def data_loader(x, y, batch_size, shuffle=True):
    if shuffle:
        x = x[rng.permutation(len(x))]
        y = y[rng.permutation(len(y))]
    for i in range(0, len(x) - batch_size + 1, batch_size):
        yield x[i:i + batch_size], y[i:i + batch_size]

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(C)(x)

model = Classifier()
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

steps = 2500 // 50
for epoch in range(1, 7):
    ls, accs = [], []
    for x, y in data_loader(x_train, y_train, 50):
        state, l, a = train_step(state, x, y); ls.append(float(l)); accs.append(float(a))
    vl, va = eval_step(state.params, x_val, y_val)
    print(f"Epoch {epoch}/6\n{steps}/{steps} [==============================] - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
