# pmap data-parallel training of a small CNN-free classifier on 4 host CPU devices
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

n_dev = jax.local_device_count()
print(f"jax {jax.__version__}, local devices: {n_dev}")

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(64)(x))
        x = nn.tanh(nn.Dense(64)(x))
        return nn.Dense(4)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype(np.float32)
Y = (X[:, :4] * 2 + X[:, 4:8]).argmax(-1)

model = Net()
variables = model.init(jax.random.PRNGKey(42), jnp.zeros((1, 20)))
state = train_state.TrainState.create(apply_fn=model.apply, params=variables["params"],
                                      tx=optax.sgd(0.1, momentum=0.9))

def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    grads = jax.lax.pmean(grads, "devices")
    return state.apply_gradients(grads=grads), jax.lax.pmean(loss, "devices")

p_train_step = jax.pmap(train_step, axis_name="devices")

def shard(a):
    return a.reshape((n_dev, -1) + a.shape[1:])

for epoch in range(1, 4):
    for i in range(0, len(X), 128):
        state, loss = p_train_step(state, shard(X[i:i + 128]), shard(Y[i:i + 128]))
    print(f"epoch {epoch} loss {loss[0]:.4f}")
