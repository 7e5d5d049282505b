"""Mixed-precision (bf16 compute) training of a tiny transformer-ish block with a 'skip step on
non-finite grads' guard implemented with jax.lax.cond, as in our PyTorch GradScaler port."""
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

COMPUTE_DTYPE = jnp.bfloat16


class Block(nn.Module):
    d: int = 64
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm(dtype=COMPUTE_DTYPE)(x)
        h = nn.SelfAttention(num_heads=4, dtype=COMPUTE_DTYPE)(h)
        x = x + h
        h = nn.LayerNorm(dtype=COMPUTE_DTYPE)(x)
        h = nn.Dense(4 * self.d, dtype=COMPUTE_DTYPE)(h)
        h = nn.Dense(self.d, dtype=COMPUTE_DTYPE)(nn.gelu(h))
        return nn.Dense(1, dtype=COMPUTE_DTYPE)((x + h).mean(1)).squeeze(-1)


model = Block()
tx = optax.adamw(1e-3)


def cast(tree, dtype):
    return jax.tree.map(lambda a: a.astype(dtype), tree)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = model.apply({"params": cast(p, COMPUTE_DTYPE)}, x.astype(COMPUTE_DTYPE))
        return jnp.mean((pred.astype(jnp.float32) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(g)) for g in jax.tree.leaves(grads)]))

    def apply(_):
        updates, new_opt = tx.update(grads, opt_state, params)
        new_params = optax.apply_updates(params, updates)
        return cast(new_params, COMPUTE_DTYPE), new_opt   # keep weights in bf16, like model.to(torch.bfloat16)

    def skip(_):
        return params, opt_state

    params, opt_state = jax.lax.cond(finite, apply, skip, None)
    return params, opt_state, loss


rng = np.random.default_rng(0)
x = rng.normal(size=(256, 16, 64)).astype(np.float32)
y = x[:, :, :4].mean((1, 2)).astype(np.float32)
params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
opt_state = tx.init(params)
print("param dtype:", jax.tree.leaves(params)[0].dtype, "compute dtype:", COMPUTE_DTYPE.__name__)
for step in range(50):
    idx = rng.choice(256, 32)
    params, opt_state, loss = train_step(params, opt_state, x[idx], y[idx])
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.5f}")
