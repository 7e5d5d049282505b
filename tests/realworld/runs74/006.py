# pmap training on 4 host CPU devices, then checkpoint with flax.serialization and reload for inference
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax import jax_utils, serialization
from flax.training import train_state

n_dev = jax.local_device_count()
print("local devices:", n_dev)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype(np.float32)
Y = (X @ rng.normal(size=(32, 10))).argmax(-1)

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
state = jax_utils.replicate(train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3)))

def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    grads = jax.lax.pmean(grads, "batch")
    return state.apply_gradients(grads=grads), jax.lax.pmean(loss, "batch")
p_train_step = jax.pmap(train_step, axis_name="batch")

for epoch in range(1, 4):
    for i in range(0, len(X), 256):
        state, loss = p_train_step(state, X[i:i + 256].reshape(n_dev, -1, 32), Y[i:i + 256].reshape(n_dev, -1))
    print(f"epoch {epoch} loss {float(loss[0]):.4f}")

with open("/tmp/runs74_006_params.msgpack", "wb") as f:
    f.write(serialization.to_bytes(state.params))
print("saved checkpoint /tmp/runs74_006_params.msgpack")

# ---- inference script part ----
infer_model = MLP()
target = infer_model.init(jax.random.PRNGKey(1), jnp.ones((1, 32)))["params"]
with open("/tmp/runs74_006_params.msgpack", "rb") as f:
    restored = serialization.from_bytes(target, f.read())
print("restored params")
logits = jax.jit(infer_model.apply)({"params": restored}, X[:512])
print("eval accuracy", float((logits.argmax(-1) == Y[:512]).mean()))
