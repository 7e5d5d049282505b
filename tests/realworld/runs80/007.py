# DP-SGD per-example gradients, ported from torch.func: vmap(grad(loss), in_dims=(None, 0, 0))
import numpy as np
import jax, jax.numpy as jnp
import optax

def init(key):
    k1, k2 = jax.random.split(key)
    return {"conv": jax.random.normal(k1, (3, 3, 1, 8)) * 0.2,
            "fc": jax.random.normal(k2, (8 * 28 * 28, 10)) * 0.01}

def forward(params, img):
    x = jax.lax.conv_general_dilated(img[None], params["conv"], (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    x = jax.nn.relu(x).reshape(1, -1)
    return (x @ params["fc"])[0]

def loss_fn(params, img, label):
    return optax.softmax_cross_entropy_with_integer_labels(forward(params, img), label)

# torch: per_sample_grads = vmap(grad(compute_loss), in_dims=(None, 0, 0))(params, data, targets)
per_example_grads = jax.jit(jax.vmap(jax.grad(loss_fn), in_axes=(None, 0)))

def clip_and_noise(grads, key, clip=1.0, sigma=1.1):
    norms = jnp.sqrt(sum(jnp.sum(g.reshape(g.shape[0], -1) ** 2, 1) for g in jax.tree_util.tree_leaves(grads)))
    factor = jnp.minimum(1.0, clip / (norms + 1e-6))
    summed = jax.tree_util.tree_map(lambda g: jnp.einsum("b...,b->...", g, factor), grads)
    leaves, td = jax.tree_util.tree_flatten(summed)
    keys = jax.random.split(key, len(leaves))
    noisy = [l + sigma * clip * jax.random.normal(k, l.shape) for l, k in zip(leaves, keys)]
    return jax.tree_util.tree_unflatten(td, noisy)

rng = np.random.default_rng(0)
images = rng.normal(size=(256, 28, 28, 1)).astype(np.float32)
labels = rng.integers(0, 10, 256)
params = init(jax.random.PRNGKey(0))
tx = optax.sgd(0.1)
state = tx.init(params)
key = jax.random.PRNGKey(42)
for step in range(8):
    x, y = images[step * 32:(step + 1) * 32], labels[step * 32:(step + 1) * 32]
    g = per_example_grads(params, x, y)
    key, sub = jax.random.split(key)
    g = jax.tree_util.tree_map(lambda t: t / 32, clip_and_noise(g, sub))
    upd, state = tx.update(g, state)
    params = optax.apply_updates(params, upd)
    print(f"step {step} done")
