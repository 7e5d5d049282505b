"""Functional CNN written in pure JAX as a port of a torch.nn.functional model (NCHW, OIHW weights),
trained with "mixed precision" the way the torch script used torch.autocast(dtype=torch.bfloat16)."""
import time
import numpy as np
import jax
import jax.numpy as jnp
from jax import lax
import optax

CFG = {"compute_dtype": "bfloat16", "lr": 3e-3, "batch": 32, "steps": 60}
DN = ("NCHW", "OIHW", "NCHW")


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    he = lambda k, shape, fan_in: jax.random.normal(k, shape) * jnp.sqrt(2.0 / fan_in)
    return {"conv1": {"w": he(k1, (16, 1, 3, 3), 9), "b": jnp.zeros(16)},
            "conv2": {"w": he(k2, (32, 16, 3, 3), 144), "b": jnp.zeros(32)},
            "fc": {"w": he(k3, (32, 10), 32), "b": jnp.zeros(10)}}


def conv2d(x, p, stride=1, padding=1):          # F.conv2d(x, w, b, stride, padding)
    y = lax.conv_general_dilated(x, p["w"], (stride, stride), [(padding, padding)] * 2, dimension_numbers=DN)
    return y + p["b"][None, :, None, None]


def forward(params, x):
    x = x.astype(CFG["compute_dtype"])          # autocast: activations in bf16
    h = jax.nn.relu(conv2d(x, params["conv1"]))
    h = jax.nn.relu(conv2d(h, params["conv2"], stride=2))
    h = h.mean(axis=(2, 3))
    return (h @ params["fc"]["w"] + params["fc"]["b"]).astype(jnp.float32)


def main():
    rng = np.random.default_rng(0)
    protos = rng.normal(size=(10, 1, 14, 14)).astype(np.float32)
    y = rng.integers(0, 10, 2000)
    x = protos[y] + rng.normal(0, 0.5, (2000, 1, 14, 14)).astype(np.float32)
    print(f"data x={x.shape} (N, C, H, W) y={y.shape}; cfg={CFG}")
    params = init_params(jax.random.key(0))
    tx = optax.adam(CFG["lr"])
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, xb, yb):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(forward(p, xb), yb).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    t0 = time.time()
    for step in range(1, CFG["steps"] + 1):
        idx = rng.integers(0, len(x), CFG["batch"])
        params, opt_state, loss = train_step(params, opt_state, x[idx], y[idx])
        if step % 10 == 0:
            print(f"step {step:4d} | loss {float(loss):.4f} | {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
