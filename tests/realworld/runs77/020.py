# greedy decoding with flax linen MultiHeadDotProductAttention(decode=True); prompt fed in one call after init
import jax, jax.numpy as jnp
import flax.linen as nn
print("jax", jax.__version__)
class Decoder(nn.Module):
    vocab: int = 300
    d: int = 64
    decode: bool = False
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.d)(ids)
        mask = None if self.decode else nn.make_causal_mask(ids)
        h = nn.MultiHeadDotProductAttention(num_heads=4, decode=self.decode)(nn.LayerNorm()(x), mask=mask)
        return nn.Dense(self.vocab)(x + h)

MAX_LEN = 32
train_model = Decoder()
params = train_model.init(jax.random.PRNGKey(0), jnp.ones((1, MAX_LEN), jnp.int32))["params"]
gen_model = Decoder(decode=True)
cache = gen_model.init(jax.random.PRNGKey(0), jnp.ones((1, MAX_LEN), jnp.int32))["cache"]
print("cache", jax.tree.map(jnp.shape, cache))
prompt = jnp.array([[5, 17, 42, 99, 3]])
logits, vars_ = gen_model.apply({"params": params, "cache": cache}, prompt, mutable=["cache"])
tok = jnp.argmax(logits[:, -1], -1)
out = [int(tok[0])]
for _ in range(10):
    logits, vars_ = gen_model.apply({"params": params, "cache": vars_["cache"]}, tok[:, None], mutable=["cache"])
    tok = jnp.argmax(logits[:, -1], -1); out.append(int(tok[0]))
print("generated", out)
