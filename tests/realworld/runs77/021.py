# healthy: tiny causal LM (flax linen MultiHeadDotProductAttention + causal mask)
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
print("jax", jax.__version__)
V, D, T = 16, 64, 32
class Decoder(nn.Module):
    decode: bool = False
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(V, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (T, D))[: ids.shape[1]]
        mask = None if self.decode else nn.make_causal_mask(ids)
        x = x + nn.MultiHeadDotProductAttention(num_heads=4, decode=self.decode)(nn.LayerNorm()(x), mask=mask)
        x = x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))
        return nn.Dense(V)(nn.LayerNorm()(x))

def make_batch(key, B=32):
    start = jax.random.randint(key, (B, 1), 0, V)
    return (start + jnp.arange(T)[None]) % V           # counting sequences mod V

model = Decoder()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, T), jnp.int32))["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(3e-3, weight_decay=0.01))
st = tx.init(params)

@jax.jit
def step(params, st, ids):
    def loss_fn(p):
        logits = model.apply({"params": p}, ids[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()
    l, g = jax.value_and_grad(loss_fn)(params)
    u, st = tx.update(g, st, params)
    return optax.apply_updates(params, u), st, l

key = jax.random.PRNGKey(1)
for i in range(151):
    key, sub = jax.random.split(key)
    params, st, l = step(params, st, make_batch(sub))
    if i % 25 == 0:
        print(f"step {i:4d} loss {float(l):.4f}")
print("training done, final loss", round(float(l), 4))
