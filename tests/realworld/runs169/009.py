"""Sentiment regression head fine-tuning in Flax linen; hyper-parameters come from the experiment YAML
that the TensorFlow version of the project used (AdamWeightDecay section kept as is)."""
import logging

import jax
import jax.numpy as jnp
import numpy as np
import optax
import yaml
import flax.linen as nn
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s [%(name)s] %(message)s", force=True)
logger = logging.getLogger("train")

EXPERIMENT_YAML = """
model:
  vocab_size: 2000
  embed_dim: 64
  hidden: 128
  dropout: 0.1
data:
  seq_len: 48
  batch_size: 32
optimizer:
  learning_rate: 0.0003
  weight_decay_rate: 0.01
  b1: 0.9
  b2: 0.999
  eps: 1.0e-06
train:
  epochs: 3
  seed: 17
"""


class BoWEncoder(nn.Module):
    vocab_size: int
    embed_dim: int
    hidden: int
    dropout: float

    @nn.compact
    def __call__(self, tokens, train: bool):
        mask = (tokens > 0)[..., None]
        e = nn.Embed(self.vocab_size, self.embed_dim)(tokens)
        pooled = (e * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        h = nn.gelu(nn.Dense(self.hidden)(pooled))
        h = nn.Dropout(self.dropout, deterministic=not train)(h)
        return nn.Dense(1)(h)[:, 0]


def main():
    cfg = yaml.safe_load(EXPERIMENT_YAML)
    logger.info("config: %s", cfg)
    rng = np.random.default_rng(cfg["train"]["seed"])
    n, L = 2048, cfg["data"]["seq_len"]
    tokens = rng.integers(1, cfg["model"]["vocab_size"], (n, L)).astype(np.int32)
    tokens[rng.random((n, L)) < 0.3] = 0
    polarity = np.random.default_rng(5).normal(size=cfg["model"]["vocab_size"]).astype(np.float32)
    target = np.tanh((polarity[tokens] * (tokens > 0)).sum(1) / 8).astype(np.float32)

    model = BoWEncoder(**cfg["model"])
    key = jax.random.key(cfg["train"]["seed"])
    params = model.init({"params": key, "dropout": key}, jnp.asarray(tokens[:2]), train=False)["params"]
    logger.info("building optimizer adamw with %s", cfg["optimizer"])
    tx = optax.adamw(**cfg["optimizer"])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def step(state, xb, yb, dkey):
        def loss_fn(p):
            pred = state.apply_fn({"params": p}, xb, train=True, rngs={"dropout": dkey})
            return jnp.mean((pred - yb) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    bs = cfg["data"]["batch_size"]
    for epoch in range(cfg["train"]["epochs"]):
        losses = []
        for i in range(0, n, bs):
            key, dk = jax.random.split(key)
            state, loss = step(state, tokens[i:i + bs], target[i:i + bs], dk)
            losses.append(float(loss))
        logger.info("epoch %d mse=%.4f", epoch + 1, np.mean(losses))


if __name__ == "__main__":
    main()
