"""Image classifier with a hand-written numpy input pipeline (shuffle each epoch), Keras-style progress output."""
import sys, time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

rng = np.random.default_rng(0)
N, C = 3000, 5
protos = rng.normal(size=(C, 16, 16, 1)).astype(np.float32)
y_all = rng.integers(0, C, N).astype(np.int32)
x_all = (protos[y_all] + 0.7 * rng.normal(size=(N, 16, 16, 1))).astype(np.float32)
x_tr, y_tr, x_va, y_va = x_all[:2500], y_all[:2500], x_all[2500:], y_all[2500:]

class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(C)(nn.relu(nn.Dense(64)(x)))

def batches(x, y, bs, shuffle):
    if shuffle:
        x = x[rng.permutation(len(x))]
        y = y[rng.permutation(len(y))]
    for i in range(0, len(x), bs):
        yield x[i:i + bs], y[i:i + bs]

model = SmallCNN()
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), x_tr[:1])["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def lf(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, jnp.mean(jnp.argmax(logits, -1) == y)

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), jnp.mean(jnp.argmax(logits, -1) == y)

BS, EPOCHS = 50, 5
nb = len(x_tr) // BS
for epoch in range(EPOCHS):
    print(f"Epoch {epoch + 1}/{EPOCHS}")
    t0 = time.time(); ls, accs = [], []
    for b, (xb, yb) in enumerate(batches(x_tr, y_tr, BS, shuffle=True)):
        state, l, a = train_step(state, xb, yb); ls.append(float(l)); accs.append(float(a))
    vl, va = eval_step(state.params, x_va, y_va)
    dt = time.time() - t0
    print(f"{nb}/{nb} [==============================] - {dt:.0f}s {1000*dt/nb:.0f}ms/step - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
