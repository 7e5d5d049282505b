"""DP-SGD style per-example gradients for a GRU-less sequence regressor.
Data comes from the PyTorch pipeline in time-major layout (seq_len, batch, features),
so the batch axis is 1."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

SEQ, BATCH, FEAT, HID = 20, 32, 6, 16

def init(key):
    k1, k2 = jax.random.split(key)
    return {"w_in": jax.random.normal(k1, (FEAT, HID)) * 0.2, "w_out": jax.random.normal(k2, (HID,)) * 0.2}

def per_example_loss(params, seq, target):
    # seq: (SEQ, FEAT) for one example, target: scalar
    h = jnp.tanh(seq @ params["w_in"]).mean(axis=0)
    return (h @ params["w_out"] - target) ** 2

per_example_grads = jax.vmap(jax.grad(per_example_loss), in_axes=(None, 1, 1))

def clip_and_noise(grads, key, clip=1.0, sigma=0.8):
    norms = jnp.sqrt(sum(jnp.sum(g.reshape(g.shape[0], -1) ** 2, axis=1) for g in jax.tree_util.tree_leaves(grads)))
    scale = jnp.minimum(1.0, clip / (norms + 1e-6))
    summed = jax.tree_util.tree_map(lambda g: jnp.tensordot(scale, g, axes=1), grads)
    leaves, treedef = jax.tree_util.tree_flatten(summed)
    keys = jax.random.split(key, len(leaves))
    noisy = [l + sigma * clip * jax.random.normal(k, l.shape) for l, k in zip(leaves, keys)]
    return jax.tree_util.tree_unflatten(treedef, [n / BATCH for n in noisy])

def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(SEQ, BATCH, FEAT)).astype(np.float32)   # time-major like torch.nn.GRU default
    y = rng.normal(size=(BATCH,)).astype(np.float32)
    params = init(jax.random.PRNGKey(0))
    tx = optax.sgd(0.1)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    print(f"x: {x.shape} (seq, batch, feat)  y: {y.shape}")
    for step in range(10):
        key, sk = jax.random.split(key)
        g = per_example_grads(params, x, y)
        g = clip_and_noise(g, sk)
        upd, opt_state = tx.update(g, opt_state)
        params = optax.apply_updates(params, upd)
        print(f"step {step} done")

if __name__ == "__main__":
    main()
