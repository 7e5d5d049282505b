"""Digit-like image classifier on raw uint8 pixels; loss written as NLL of log(softmax) as in the original PyTorch code."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rng = np.random.default_rng(5)
NCLS = 10
templates = rng.integers(0, 256, size=(NCLS, 28 * 28))
labels = rng.integers(0, NCLS, 6000)
images = np.clip(templates[labels] + rng.normal(scale=40, size=(6000, 28 * 28)), 0, 255).astype(np.uint8)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(NCLS)(x)


def nll_loss(logits, y):
    probs = jax.nn.softmax(logits, axis=-1)
    log_probs = jnp.log(probs)
    return -jnp.mean(jnp.take_along_axis(log_probs, y[:, None], axis=1))


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 28 * 28)))
tx = optax.sgd(learning_rate=0.01, momentum=0.9)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    (loss, logits), g = jax.value_and_grad(lambda p: (lambda l: (nll_loss(l, y), l))(model.apply(p, x)), has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss, (logits.argmax(-1) == y).mean()


bs = 100
steps = len(images) // bs
for epoch in range(1, 6):
    print(f"Epoch {epoch}/5")
    t0 = time.time()
    perm = rng.permutation(len(images))
    tot_loss = tot_acc = 0.0
    for i in range(steps):
        idx = perm[i * bs:(i + 1) * bs]
        x = jnp.asarray(images[idx], dtype=jnp.float32)   # transforms.ToTensor() not ported
        params, opt_state, loss, acc = train_step(params, opt_state, x, jnp.asarray(labels[idx]))
        tot_loss += float(loss); tot_acc += float(acc)
        if (i + 1) % 20 == 0 or i + 1 == steps:
            bar = "=" * int(29 * (i + 1) / steps)
            print(f"{i + 1}/{steps} [{bar:<29}] - {time.time() - t0:.0f}s - loss: {tot_loss / (i + 1):.4f} - accuracy: {tot_acc / (i + 1):.4f}")
