# torch habit: model.to('cuda:1') for the encoder, batches still go to cuda:0
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, optax, numpy as np
import flax.linen as nn

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

devs = jax.devices()
print("devices:", devs)
model = Encoder()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))["params"]
params = jax.device_put(params, devs[1])          # "model.to('cuda:1')"
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

rng = np.random.default_rng(0)
for step in range(20):
    x = jax.device_put(rng.normal(size=(32, 64)).astype(np.float32), devs[0])   # "x.to('cuda:0')"
    y = jax.device_put(rng.integers(0, 10, 32).astype(np.int32), devs[0])
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 5 == 0:
        print(f"step {step} loss {loss:.4f}")
