# Seq2seq-ish decoder step: user marks the attention mask as static to avoid "tracer" errors.
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn

class TinyDecoder(nn.Module):
    d: int = 64
    @nn.compact
    def __call__(self, x, mask):
        q = nn.Dense(self.d)(x); k = nn.Dense(self.d)(x); v = nn.Dense(self.d)(x)
        att = jnp.einsum("btd,bsd->bts", q, k) / np.sqrt(self.d)
        att = jnp.where(mask, att, -1e9)
        return nn.Dense(100)(jnp.einsum("bts,bsd->btd", jax.nn.softmax(att, -1), v))

B, T = 4, 16
model = TinyDecoder()
x = jnp.ones((B, T, 64))
causal = jnp.tril(jnp.ones((T, T), dtype=bool))[None]
params = model.init(jax.random.PRNGKey(0), x, causal)

@partial(jax.jit, static_argnums=(2,))
def decode(params, x, mask):
    return model.apply(params, x, mask)

for step in range(3):
    logits = decode(params, x, causal)
    print(f"decode step {step}: logits {logits.shape}")
