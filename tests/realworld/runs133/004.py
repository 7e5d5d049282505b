"""Hand-written Elman RNN for sequence classification in pure JAX, bf16 compute for speed (ported from torch.autocast)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

B, T, D, H, C = 32, 40, 16, 64, 4
COMPUTE_DTYPE = jnp.bfloat16


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "W_xh": jax.random.normal(k1, (D, H)) * (1.0 / np.sqrt(D)),
        "W_hh": jax.random.normal(k2, (H, H)) * (1.0 / np.sqrt(H)),
        "b_h": jnp.zeros((H,)),
        "W_out": jax.random.normal(k3, (H, C)) * (1.0 / np.sqrt(H)),
        "b_out": jnp.zeros((C,)),
    }


def forward(params, x):
    # autocast: run the recurrence in bf16, keep master weights in fp32
    p = jax.tree_util.tree_map(lambda a: a.astype(COMPUTE_DTYPE), params)
    x = x.astype(COMPUTE_DTYPE)

    def cell(h, x_t):
        h = jnp.tanh(x_t @ p["W_xh"] + h.astype(COMPUTE_DTYPE) @ p["W_hh"] + p["b_h"])
        return h, None

    h0 = jnp.zeros((x.shape[0], H))
    h_T, _ = jax.lax.scan(cell, h0, jnp.swapaxes(x, 0, 1))
    return (h_T @ p["W_out"] + p["b_out"]).astype(jnp.float32)


def loss_fn(params, x, y):
    logits = forward(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def batches(rng, n_steps):
    for _ in range(n_steps):
        y = rng.integers(0, C, size=B)
        x = rng.normal(size=(B, T, D)).astype(np.float32)
        x[np.arange(B), :, y] += 1.0
        yield x, y.astype(np.int32)


params = init_params(jax.random.PRNGKey(0))
opt_state = tx.init(params)
rng = np.random.default_rng(0)
for step, (x, y) in enumerate(batches(rng, 200)):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 20 == 0:
        print(f"step {step:4d} | loss {float(loss):.4f}")
