# BERT-style encoder classifier ported from Hugging Face: config.json dict fed straight into the Flax module.
import json, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

CONFIG_JSON = """{
  "vocab_size": 1000, "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
  "intermediate_size": 128, "max_position_embeddings": 64, "hidden_dropout_prob": 0.1,
  "num_labels": 2
}"""

class EncoderLayer(nn.Module):
    hidden_size: int
    num_attention_heads: int
    intermediate_size: int
    dropout_rate: float = 0.1
    @nn.compact
    def __call__(self, x, deterministic=True):
        h = nn.SelfAttention(num_heads=self.num_attention_heads)(x, deterministic=deterministic)
        x = nn.LayerNorm(epsilon=1e-12)(x + nn.Dropout(self.dropout_rate)(h, deterministic))
        h = nn.Dense(self.hidden_size)(nn.gelu(nn.Dense(self.intermediate_size)(x)))
        return nn.LayerNorm(epsilon=1e-12)(x + nn.Dropout(self.dropout_rate)(h, deterministic))

class BertClassifier(nn.Module):
    vocab_size: int
    hidden_size: int
    num_hidden_layers: int
    num_attention_heads: int
    intermediate_size: int
    max_position_embeddings: int
    num_labels: int
    dropout_rate: float = 0.1
    @nn.compact
    def __call__(self, ids, deterministic=True):
        pos = jnp.arange(ids.shape[1])[None]
        x = nn.Embed(self.vocab_size, self.hidden_size)(ids) + nn.Embed(self.max_position_embeddings, self.hidden_size)(pos)
        for _ in range(self.num_hidden_layers):
            x = EncoderLayer(self.hidden_size, self.num_attention_heads, self.intermediate_size, self.dropout_rate)(x, deterministic)
        return nn.Dense(self.num_labels)(x[:, 0])

config = json.loads(CONFIG_JSON)
print("config:", config)
model = BertClassifier(**config)
ids = jnp.zeros((8, 32), jnp.int32)
params = model.init(jax.random.PRNGKey(0), ids)['params']
tx = optax.adamw(2e-5, weight_decay=0.01)
opt_state = tx.init(params)
print("num params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
