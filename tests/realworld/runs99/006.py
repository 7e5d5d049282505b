"""Equinox: small CNN on synthetic 8x8 'digits', trained with optax (run with /home/user/project/eqx/bin/python)."""
import time
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

print(f"equinox {eqx.__version__} jax {jax.__version__} backend {jax.default_backend()}")

rng = np.random.default_rng(0)
protos = rng.normal(size=(10, 1, 8, 8)).astype(np.float32)
ytr = rng.integers(0, 10, 3000)
xtr = protos[ytr] + rng.normal(0, 2.5, (3000, 1, 8, 8)).astype(np.float32)
yte = rng.integers(0, 10, 500)
xte = protos[yte] + rng.normal(0, 2.5, (500, 1, 8, 8)).astype(np.float32)


class CNN(eqx.Module):
    conv: eqx.nn.Conv2d
    fc1: eqx.nn.Linear
    fc2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv = eqx.nn.Conv2d(1, 8, kernel_size=3, padding=1, key=k1)
        self.fc1 = eqx.nn.Linear(8 * 8 * 8, 64, key=k2)
        self.fc2 = eqx.nn.Linear(64, 10, key=k3)

    def __call__(self, x):          # single example, (C, H, W)
        x = jax.nn.relu(self.conv(x))
        x = jnp.ravel(x)
        x = jax.nn.relu(self.fc1(x))
        return self.fc2(x)


def loss_fn(model, x, y):
    logits = jax.vmap(model)(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@eqx.filter_jit
def step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


@eqx.filter_jit
def accuracy(model, x, y):
    return jnp.mean(jnp.argmax(jax.vmap(model)(x), -1) == y)


model = CNN(jax.random.key(0))
optim = optax.adamw(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(4):
    t0 = time.time()
    perm = rng.permutation(3000)
    tot = 0.0
    for i in range(0, 3000, 100):
        idx = perm[i:i + 100]
        model, opt_state, loss = step(model, opt_state, xtr[idx], ytr[idx])
        tot += float(loss)
    print(f"epoch={epoch} train_loss={tot / 30:.4f} test_accuracy={float(accuracy(model, xte, yte)):.4f} time={time.time() - t0:.2f}s")
