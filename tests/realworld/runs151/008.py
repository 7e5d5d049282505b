"""Binary classifier (cat vs dog thumbnails, synthetic here) ported from a Keras model.fit script.
BCE is written out by hand from the TF code: -(y*log(p) + (1-y)*log(1-p))."""
import sys, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rng = np.random.default_rng(0)
N = 1024
images = rng.integers(0, 256, size=(N, 24, 24, 3)).astype(np.float32)   # raw uint8 pixel values
labels = rng.integers(0, 2, size=(N,)).astype(np.float32)
images[labels == 1, :, :, 0] = np.clip(images[labels == 1, :, :, 0] + 40, 0, 255)

class SmallNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(32, (3, 3), strides=2)(x))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]

def bce(logits, y):
    p = jax.nn.sigmoid(logits)
    return -jnp.mean(y * jnp.log(p) + (1 - y) * jnp.log(1 - p))

model = SmallNet()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 24, 24, 3)))["params"]
tx = optax.rmsprop(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return bce(logits, y), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state, params)
    acc = jnp.mean((logits > 0) == (y > 0.5))
    return optax.apply_updates(params, u), opt_state, loss, acc

BS, EPOCHS = 32, 5
steps = N // BS
for epoch in range(EPOCHS):
    print(f"Epoch {epoch + 1}/{EPOCHS}")
    perm = rng.permutation(N); t0 = time.time(); tl = ta = 0.0
    for s in range(steps):
        idx = perm[s * BS:(s + 1) * BS]
        params, opt_state, loss, acc = train_step(params, opt_state, images[idx], labels[idx])
        tl += float(loss); ta += float(acc)
    # non-interactive output (like Keras when stdout is a file): one line per epoch
    print(f"{steps}/{steps} [{'=' * 30}] - {time.time() - t0:.0f}s - "
          f"loss: {tl / steps:.4f} - accuracy: {ta / steps:.4f}")
    sys.stdout.flush()
