# transformer blocks wrapped in nn.remat to save activation memory; the block takes a `deterministic` flag
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
print("jax", jax.__version__)
class Block(nn.Module):
    d: int = 64
    @nn.compact
    def __call__(self, x, deterministic):
        h = nn.SelfAttention(num_heads=4, dropout_rate=0.1)(nn.LayerNorm()(x), deterministic=deterministic)
        x = x + h
        h = nn.Dense(self.d)(nn.gelu(nn.Dense(4 * self.d)(nn.LayerNorm()(x))))
        if not deterministic:
            h = nn.Dropout(0.1)(h, deterministic=False)
        return x + h

class LM(nn.Module):
    @nn.compact
    def __call__(self, ids, deterministic=True):
        x = nn.Embed(256, 64)(ids)
        for _ in range(4):
            x = nn.remat(Block)()(x, deterministic)
        return nn.Dense(256)(nn.LayerNorm()(x))

model = LM()
ids = jax.random.randint(jax.random.PRNGKey(0), (8, 32), 0, 256)
params = model.init(jax.random.PRNGKey(1), ids)["params"]
print("params initialised")
tx = optax.adam(1e-3); st = tx.init(params)

@jax.jit
def step(params, st, ids, rng):
    def loss_fn(p):
        logits = model.apply({"params": p}, ids[:, :-1], deterministic=False, rngs={"dropout": rng})
        return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()
    l, g = jax.value_and_grad(loss_fn)(params)
    u, st = tx.update(g, st)
    return optax.apply_updates(params, u), st, l

rng = jax.random.PRNGKey(2)
for i in range(5):
    rng, sub = jax.random.split(rng)
    params, st, l = step(params, st, ids, sub)
    print("step", i, "loss", float(l))
