"""Tiny transformer encoder for sequence classification in Flax linen; hyper-parameters come from a
config dict converted from the Hugging Face config.json of the PyTorch model."""
import json, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(name)s: %(message)s")
log = logging.getLogger("encoder")

HF_CONFIG = json.loads("""{
  "vocab_size": 1000, "hidden_size": 64, "num_attention_heads": 4, "intermediate_size": 128,
  "num_hidden_layers": 2, "attention_probs_dropout_prob": 0.1, "hidden_dropout_prob": 0.1,
  "max_position_embeddings": 64, "num_labels": 3
}""")

def attention_kwargs(cfg):
    # map HF names -> Flax names
    return {"num_heads": cfg["num_attention_heads"], "qkv_features": cfg["hidden_size"],
            "dropout": cfg["attention_probs_dropout_prob"]}

class Block(nn.Module):
    cfg: dict
    @nn.compact
    def __call__(self, x, deterministic):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(**attention_kwargs(self.cfg))(h, deterministic=deterministic)
        x = x + nn.Dropout(self.cfg["hidden_dropout_prob"])(h, deterministic=deterministic)
        h = nn.Dense(self.cfg["intermediate_size"])(nn.LayerNorm()(x))
        h = nn.Dense(self.cfg["hidden_size"])(nn.gelu(h))
        return x + nn.Dropout(self.cfg["hidden_dropout_prob"])(h, deterministic=deterministic)

class Encoder(nn.Module):
    cfg: dict
    @nn.compact
    def __call__(self, ids, deterministic=True):
        c = self.cfg
        x = nn.Embed(c["vocab_size"], c["hidden_size"])(ids)
        x = x + nn.Embed(c["max_position_embeddings"], c["hidden_size"])(jnp.arange(ids.shape[1]))
        for _ in range(c["num_hidden_layers"]):
            x = Block(c)(x, deterministic)
        return nn.Dense(c["num_labels"])(nn.LayerNorm()(x[:, 0]))

def main():
    log.info("config: %s", HF_CONFIG)
    r = np.random.default_rng(0)
    ids = r.integers(0, HF_CONFIG["vocab_size"], (512, 32)).astype(np.int32)
    labels = (ids[:, 1] % 3).astype(np.int32)
    model = Encoder(HF_CONFIG)
    key = jax.random.key(0)
    params = model.init({"params": key, "dropout": key}, ids[:2])["params"]
    log.info("params: %d", sum(p.size for p in jax.tree.leaves(params)))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(5e-4))

    @jax.jit
    def step(state, x, y, rng):
        def lf(p):
            logits = state.apply_fn({"params": p}, x, deterministic=False, rngs={"dropout": rng})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, g = jax.value_and_grad(lf)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(3):
        for i in range(0, 512, 32):
            key, sub = jax.random.split(key)
            state, loss = step(state, ids[i:i + 32], labels[i:i + 32], sub)
        log.info("epoch %d loss %.4f", epoch, float(loss))

if __name__ == "__main__":
    main()
