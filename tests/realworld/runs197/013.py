"""Small encoder-only transformer for sequence classification; hyper-parameters come from a JSON config
(copied from the HF config.json of the PyTorch model)."""
import json
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

CONFIG = json.loads("""{
  "vocab_size": 2000, "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
  "intermediate_size": 128, "hidden_dropout_prob": 0.1, "max_position_embeddings": 64, "num_labels": 3
}""")

class EncoderLayer(nn.Module):
    hidden_size: int
    num_attention_heads: int
    intermediate_size: int
    dropout_rate: float = 0.1
    @nn.compact
    def __call__(self, x, deterministic=True):
        h = nn.SelfAttention(num_heads=self.num_attention_heads, dropout_rate=self.dropout_rate, deterministic=deterministic)(nn.LayerNorm()(x))
        x = x + h
        h = nn.Dense(self.hidden_size)(nn.gelu(nn.Dense(self.intermediate_size)(nn.LayerNorm()(x))))
        return x + nn.Dropout(self.dropout_rate)(h, deterministic=deterministic)

class Encoder(nn.Module):
    vocab_size: int
    hidden_size: int
    num_hidden_layers: int
    num_attention_heads: int
    intermediate_size: int
    dropout_rate: float
    max_position_embeddings: int
    num_labels: int
    @nn.compact
    def __call__(self, ids, deterministic=True):
        pos = jnp.arange(ids.shape[1])[None]
        x = nn.Embed(self.vocab_size, self.hidden_size)(ids) + nn.Embed(self.max_position_embeddings, self.hidden_size)(pos)
        for _ in range(self.num_hidden_layers):
            x = EncoderLayer(self.hidden_size, self.num_attention_heads, self.intermediate_size, self.dropout_rate)(x, deterministic)
        return nn.Dense(self.num_labels)(x[:, 0])

print("config:", CONFIG)
model = Encoder(**CONFIG)
ids = jnp.asarray(np.random.default_rng(0).integers(1, 2000, (8, 32)), jnp.int32)
params = model.init(jax.random.PRNGKey(0), ids)
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
