# NNX decoder: greedy generation with decode=True but the KV cache is never initialised
import jax, jax.numpy as jnp
from flax import nnx
print("jax", jax.__version__)

class TinyDecoder(nnx.Module):
    def __init__(self, vocab, d, heads, rngs):
        self.embed = nnx.Embed(vocab, d, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=heads, in_features=d, qkv_features=d,
                                           decode=False, rngs=rngs)
        self.ln = nnx.LayerNorm(d, rngs=rngs)
        self.out = nnx.Linear(d, vocab, rngs=rngs)
    def __call__(self, ids, decode=False):
        x = self.embed(ids)
        if decode:
            h = self.attn(self.ln(x), decode=True)
        else:
            T = ids.shape[1]
            mask = nnx.make_causal_mask(ids)
            h = self.attn(self.ln(x), mask=mask)
        return self.out(x + h)

model = TinyDecoder(512, 64, 4, nnx.Rngs(0))
prompt = jnp.array([[1, 17, 42, 7]])
logits = model(prompt)
print("prefill logits", logits.shape)
tok = jnp.argmax(logits[:, -1], -1)[:, None]
generated = [int(tok[0, 0])]
for t in range(8):
    logits = model(tok, decode=True)
    tok = jnp.argmax(logits[:, -1], -1)[:, None]
    generated.append(int(tok[0, 0]))
print("generated", generated)
