# Fine-tune from a pretraining checkpoint saved with flax.serialization.to_state_dict (msgpack);
# the fine-tuning model has an extra projection layer and a renamed head
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
from flax import serialization

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128, name="embed")(x))
        x = nn.LayerNorm(name="ln")(x)
        x = nn.gelu(nn.Dense(128, name="block1")(x))
        return nn.Dense(32, name="head")(x)

class FinetuneEncoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128, name="embed")(x))
        x = nn.LayerNorm(name="ln")(x)
        x = nn.gelu(nn.Dense(128, name="block1")(x))
        x = nn.gelu(nn.Dense(64, name="proj")(x))
        return nn.Dense(5, name="classifier")(x)

# --- pretraining job wrote this ---
pre_params = Encoder().init(jax.random.PRNGKey(0), jnp.ones((1, 20)))["params"]
blob = serialization.msgpack_serialize(serialization.to_state_dict({"params": pre_params, "step": 12000}))
with open("/tmp/runs74_012_pretrain.msgpack", "wb") as f:
    f.write(blob)
print("pretrain checkpoint written:", len(blob), "bytes")

# --- fine-tuning job ---
ft = FinetuneEncoder()
target = {"params": ft.init(jax.random.PRNGKey(1), jnp.ones((1, 20)))["params"], "step": 0}
with open("/tmp/runs74_012_pretrain.msgpack", "rb") as f:
    raw = serialization.msgpack_restore(f.read())
print("checkpoint keys:", list(raw["params"].keys()))
restored = serialization.from_state_dict(target, raw)
print("restored step", restored["step"])
