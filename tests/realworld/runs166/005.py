"""Transformer-ish text classifier; model built from a YAML-like config dict copied from the HF config.json."""
import json
import jax, jax.numpy as jnp
import flax.linen as nn
import numpy as np

CONFIG = json.loads("""{
  "vocab_size": 3000,
  "hidden_size": 64,
  "num_attention_heads": 4,
  "intermediate_size": 128,
  "num_labels": 3,
  "hidden_dropout_prob": 0.1
}""")

class Encoder(nn.Module):
    vocab_size: int
    hidden_size: int
    num_heads: int
    intermediate_size: int
    num_labels: int
    hidden_dropout_prob: float = 0.1

    @nn.compact
    def __call__(self, ids, train: bool = False):
        h = nn.Embed(self.vocab_size, self.hidden_size)(ids)
        a = nn.MultiHeadDotProductAttention(num_heads=self.num_heads)(h, h)
        h = nn.LayerNorm()(h + nn.Dropout(self.hidden_dropout_prob, deterministic=not train)(a))
        f = nn.Dense(self.hidden_size)(nn.gelu(nn.Dense(self.intermediate_size)(h)))
        h = nn.LayerNorm()(h + f)
        return nn.Dense(self.num_labels)(h[:, 0])

print("building model from config:", CONFIG)
model = Encoder(**CONFIG)
ids = jnp.asarray(np.random.default_rng(0).integers(0, 3000, size=(8, 32)))
variables = model.init(jax.random.PRNGKey(0), ids)
print("params:", sum(x.size for x in jax.tree_util.tree_leaves(variables)))
