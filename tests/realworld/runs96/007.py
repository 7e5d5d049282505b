"""Train a small MLP, save the params with flax.serialization, then reload the checkpoint for inference
(the inference part was written for the format used by the old eval script: {'params': ...})."""
import os
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax import serialization
from flax.training import train_state

CKPT = "/home/user/project/007_ckpt/model.msgpack"


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(32, name="fc1")(x))
        x = nn.tanh(nn.Dense(32, name="fc2")(x))
        return nn.Dense(3, name="head")(x)


rng = np.random.default_rng(0)
X = rng.normal(size=(600, 8)).astype(np.float32)
y = (X[:, 0] > 0).astype(int) + (X[:, 1] > 0.5).astype(int)
model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), X[:1])["params"],
                                      tx=optax.adam(1e-2))


@jax.jit
def step(state, xb, yb):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l


for epoch in range(5):
    for i in range(0, 600, 50):
        state, loss = step(state, X[i:i + 50], y[i:i + 50])
    print(f"epoch {epoch}: loss={float(loss):.4f}")

os.makedirs(os.path.dirname(CKPT), exist_ok=True)
with open(CKPT, "wb") as f:
    f.write(serialization.to_bytes(state.params))
print(f"saved checkpoint to {CKPT} ({os.path.getsize(CKPT)} bytes)")

# ---------------- inference ----------------
template = {"params": model.init(jax.random.PRNGKey(1), X[:1])["params"]}
with open(CKPT, "rb") as f:
    restored = serialization.from_bytes(template, f.read())
logits = model.apply(restored, X[:100])
print("eval accuracy:", float((logits.argmax(-1) == y[:100]).mean()))
