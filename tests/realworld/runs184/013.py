"""Dump the HLO of the train step to check fusion before launching on TPU (from an older JAX tutorial)."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(256)(x)))

model = MLP()
x = jnp.ones((32, 784)); y = jnp.zeros((32,), jnp.int32)
params = model.init(jax.random.key(0), x)["params"]
tx = optax.sgd(0.1)
opt_state = tx.init(params)

def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean())(params)
    up, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, up), opt_state, loss

print("jax", jax.__version__, "devices", jax.devices())
comp = jax.xla_computation(train_step)(params, opt_state, x, y)
hlo = comp.as_hlo_text()
with open("/home/user/project/train_step.hlo", "w") as f:
    f.write(hlo)
print("HLO ops:", hlo.count("\n"))
step = jax.jit(train_step)
for i in range(5):
    params, opt_state, loss = step(params, opt_state, x, y)
    print("step", i, float(loss))
