"""DP-SGD training of a small MLP on tabular data (per-example clipping + Gaussian noise), pure JAX + optax.

Port of an Opacus recipe: max_grad_norm=1.0, noise_multiplier=1.1, lr=0.5, batch 256.
"""
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax

MAX_GRAD_NORM = 1.0
NOISE_MULTIPLIER = 1.1
LR = 0.5
BATCH = 256
EPOCHS = 4


def init_mlp(key, sizes):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / a), "b": jnp.zeros(b)})
    return params


def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


def example_loss(params, x, y):
    logits = forward(params, x[None])[0]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y)


def clip_one(g):
    norm = optax.global_norm(g)
    return jax.tree.map(lambda t: t * jnp.minimum(1.0, MAX_GRAD_NORM / (norm + 1e-6)), g)


tx = optax.sgd(LR)


@jax.jit
def dp_step(params, opt_state, x, y, key):
    per_ex = jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(params, x, y)
    clipped = jax.vmap(clip_one)(per_ex)
    summed = jax.tree.map(lambda g: g.sum(0), clipped)
    leaves, treedef = jax.tree.flatten(summed)
    keys = jax.random.split(key, len(leaves))
    noisy = [g + NOISE_MULTIPLIER * MAX_GRAD_NORM * jax.random.normal(k, g.shape) for g, k in zip(leaves, keys)]
    grads = jax.tree.unflatten(treedef, noisy)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    loss = jax.vmap(example_loss, in_axes=(None, 0, 0))(params, x, y).mean()
    return params, opt_state, loss


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 24)).astype(np.float32)
    w = np.random.default_rng(3).normal(size=(24, 4)).astype(np.float32)
    y = np.argmax(x @ w + 0.5 * rng.normal(size=(n, 4)), axis=1).astype(np.int32)
    return x, y


def main():
    x, y = make_data(16384, 0)
    xv, yv = make_data(2048, 1)
    params = init_mlp(jax.random.key(0), [24, 128, 128, 4])
    opt_state = tx.init(params)
    key = jax.random.key(1)
    steps = len(x) // BATCH
    for epoch in range(1, EPOCHS + 1):
        t0 = time.time()
        perm = np.random.default_rng(epoch).permutation(len(x))
        for s in range(steps):
            idx = perm[s * BATCH:(s + 1) * BATCH]
            key, sub = jax.random.split(key)
            params, opt_state, loss = dp_step(params, opt_state, x[idx], y[idx], sub)
            if s == 0 or (s + 1) % 16 == 0:
                print(f"Epoch {epoch} | step {s + 1}/{steps} | loss {float(loss):.4f}")
        acc = float(jnp.mean(jnp.argmax(forward(params, xv), -1) == yv))
        print(f"Epoch {epoch} done ({time.time() - t0:.1f}s) | val_acc {acc:.4f} | "
              f"eps-accountant: sigma={NOISE_MULTIPLIER} q={BATCH / len(x):.4f}")


if __name__ == "__main__":
    main()
