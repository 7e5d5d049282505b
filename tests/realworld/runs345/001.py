"""Fine-tune a small classifier from a previously saved checkpoint (msgpack via flax.serialization)."""
import os
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax import serialization
from flax.training import train_state

CKPT = "mlp_pretrain.msgpack"


class MLPv1(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(10)(x)


class MLP(nn.Module):
    """Refactored model: named layers so that they match the PyTorch module names."""
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, name="fc1")(x))
        x = nn.relu(nn.Dense(256, name="fc2")(x))
        return nn.Dense(10, name="head")(x)


def make_data(n, rng):
    x = rng.normal(size=(n, 64)).astype(np.float32)
    w = rng.normal(size=(64, 10)).astype(np.float32)
    return x, (x @ w).argmax(-1)


rng = np.random.default_rng(0)
x, y = make_data(4096, rng)

# --- pretraining (run earlier) ---
pre = MLPv1()
p = pre.init(jax.random.PRNGKey(0), jnp.zeros((1, 64)))["params"]
st = train_state.TrainState.create(apply_fn=pre.apply, params=p, tx=optax.adam(1e-3))

@jax.jit
def step(st, xb, yb):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(st.apply_fn({"params": p}, xb), yb).mean()
    l, g = jax.value_and_grad(lf)(st.params)
    return st.apply_gradients(grads=g), l

for i in range(200):
    idx = rng.integers(0, len(x), 128)
    st, l = step(st, x[idx], y[idx])
    if i % 50 == 0:
        print(f"[pretrain] step {i} loss {float(l):.4f}")
with open(CKPT, "wb") as f:
    f.write(serialization.to_bytes(st.params))
print(f"saved {CKPT} ({os.path.getsize(CKPT)} bytes)")

# --- fine-tuning ---
model = MLP()
params = model.init(jax.random.PRNGKey(1), jnp.zeros((1, 64)))["params"]
print("model params:", jax.tree_util.tree_map(jnp.shape, params))
with open(CKPT, "rb") as f:
    params = serialization.from_bytes(params, f.read())
print("loaded pretrained weights from", CKPT)
