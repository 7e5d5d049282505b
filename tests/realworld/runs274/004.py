# Small transformer encoder; hyper-parameters come from the config.json used by the PyTorch run
import json, os
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

cfg_path = "config.json"
with open(cfg_path, "w") as f:
    json.dump({"vocab_size": 1000, "hidden_size": 64, "num_attention_heads": 4,
               "num_hidden_layers": 2, "intermediate_size": 128,
               "hidden_dropout_prob": 0.1, "num_labels": 3}, f, indent=2)

class EncoderLayer(nn.Module):
    hidden_size: int
    num_attention_heads: int
    intermediate_size: int
    dropout_rate: float
    @nn.compact
    def __call__(self, x, train):
        h = nn.SelfAttention(num_heads=self.num_attention_heads, dropout_rate=self.dropout_rate,
                             deterministic=not train)(x)
        x = nn.LayerNorm()(x + h)
        h = nn.Dense(self.hidden_size)(nn.gelu(nn.Dense(self.intermediate_size)(x)))
        h = nn.Dropout(self.dropout_rate, deterministic=not train)(h)
        return nn.LayerNorm()(x + h)

class Encoder(nn.Module):
    vocab_size: int
    hidden_size: int
    num_attention_heads: int
    num_hidden_layers: int
    intermediate_size: int
    dropout_rate: float
    num_labels: int
    @nn.compact
    def __call__(self, ids, train=False):
        x = nn.Embed(self.vocab_size, self.hidden_size)(ids)
        for _ in range(self.num_hidden_layers):
            x = EncoderLayer(self.hidden_size, self.num_attention_heads,
                             self.intermediate_size, self.dropout_rate)(x, train)
        return nn.Dense(self.num_labels)(x[:, 0])

with open(cfg_path) as f:
    config = json.load(f)
print("Model config", json.dumps(config, indent=2))
model = Encoder(**config)
rng = jax.random.PRNGKey(0)
params = model.init(rng, jnp.ones((1, 32), jnp.int32))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(2e-5))
print("initialised", sum(x.size for x in jax.tree_util.tree_leaves(params)), "parameters")
