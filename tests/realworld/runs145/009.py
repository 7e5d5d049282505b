"""Transformer-encoder text classifier; hyper-parameters come from a JSON config exported from the HF run
(config.json) and may be overridden on the command line, like HfArgumentParser does."""
import argparse
import json
import os
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

os.makedirs("/home/user/project", exist_ok=True)
with open("/home/user/project/config_009.json", "w") as f:
    json.dump({"vocab_size": 1000, "hidden_size": 64, "num_attention_heads": 4, "num_hidden_layers": 2,
               "intermediate_size": 128, "num_labels": 4, "max_position_embeddings": 32}, f)

ap = argparse.ArgumentParser()
ap.add_argument("--config", default="/home/user/project/config_009.json")
ap.add_argument("--override", nargs="*", default=[], help="key=value pairs, e.g. hidden_size=96")
ap.add_argument("--lr", type=float, default=5e-4)
args = ap.parse_args()

cfg = json.load(open(args.config))
for kv in args.override:
    k, v = kv.split("=", 1)
    cfg[k] = v
print("model config:", cfg)


class Block(nn.Module):
    cfg: dict

    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=self.cfg["num_attention_heads"])(h, h, mask=mask)
        x = x + h
        h = nn.LayerNorm()(x)
        h = nn.Dense(self.cfg["hidden_size"])(nn.gelu(nn.Dense(self.cfg["intermediate_size"])(h)))
        return x + h


class Classifier(nn.Module):
    cfg: dict

    @nn.compact
    def __call__(self, ids):
        c = self.cfg
        mask = nn.make_attention_mask(ids > 0, ids > 0)
        x = nn.Embed(c["vocab_size"], c["hidden_size"])(ids)
        x = x + self.param("pos", nn.initializers.normal(0.02), (c["max_position_embeddings"], c["hidden_size"]))[:ids.shape[1]]
        for _ in range(c["num_hidden_layers"]):
            x = Block(c)(x, mask)
        return nn.Dense(c["num_labels"])(nn.LayerNorm()(x[:, 0]))


rng = np.random.default_rng(0)
ids = rng.integers(1, cfg["vocab_size"], size=(512, 32)).astype(np.int32)
labels = (ids[:, 1] % cfg["num_labels"]).astype(np.int32)

model = Classifier(cfg)
params = model.init(jax.random.PRNGKey(0), ids[:2])["params"]
print("params:", sum(x.size for x in jax.tree_util.tree_leaves(params)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(args.lr))


@jax.jit
def step(state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l


for epoch in range(3):
    for i in range(0, 512, 32):
        state, l = step(state, ids[i:i + 32], labels[i:i + 32])
    print({"epoch": epoch, "loss": round(float(l), 4)})
