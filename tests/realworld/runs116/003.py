"""Mixed-precision ResNet-ish classifier following the Haiku/jmp example."""
import functools
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import jmp

policy = jmp.get_policy("params=float32,compute=bfloat16,output=float32")
loss_scale = jmp.DynamicLossScale(jnp.asarray(2.0 ** 15))


class Block(nn.Module):
    ch: int

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(self.ch, (3, 3))(x))
        return x + nn.Conv(self.ch, (3, 3))(h)


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(32, (3, 3))(x)
        for _ in range(2):
            x = Block(32)(x)
        return nn.Dense(10)(x.mean((1, 2)))


model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 3)))["params"]
tx = optax.sgd(0.05, momentum=0.9)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, loss_scale, x, y):
    def loss_fn(p):
        p16 = policy.cast_to_compute(p)
        logits = model.apply({"params": p16}, policy.cast_to_compute(x))
        logits = policy.cast_to_output(logits)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss_scale.scale(loss), loss

    grads, loss = jax.grad(loss_fn, has_aux=True)(params)
    grads = loss_scale.unscale(grads)
    finite = jmp.all_finite(grads)
    loss_scale = loss_scale.adjust(finite)
    updates, new_opt = tx.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)
    params, opt_state = jmp.select_tree(finite, (new_params, new_opt), (params, opt_state))
    return params, opt_state, loss_scale, loss


rng = np.random.default_rng(0)
for step in range(100):
    x = jnp.asarray(rng.normal(size=(64, 32, 32, 3)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, 10, 64))
    params, opt_state, loss_scale, loss = train_step(params, opt_state, loss_scale, x, y)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f} scale {float(loss_scale.loss_scale):.0f}")
