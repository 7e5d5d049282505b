"""Sentiment bag-of-embeddings classifier, data-parallel with jax.pmap over 8 host devices (flax examples style)."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import functools
import logging

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax import jax_utils
from flax.training import common_utils, train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("pmap_cls")

CONFIG = {"vocab_size": 2000, "embed_dim": 64, "seq_len": 48, "batch_size": 100, "num_epochs": 2, "learning_rate": 2e-3}


class BagOfEmbeddings(nn.Module):
    vocab_size: int
    embed_dim: int

    @nn.compact
    def __call__(self, ids):
        mask = (ids > 0)[..., None].astype(jnp.float32)
        e = nn.Embed(self.vocab_size, self.embed_dim)(ids)
        pooled = (e * mask).sum(1) / jnp.maximum(mask.sum(1), 1.0)
        return nn.Dense(2)(nn.relu(nn.Dense(64)(pooled)))


def synthetic_reviews(n, rng):
    ids = rng.integers(1, CONFIG["vocab_size"], size=(n, CONFIG["seq_len"]))
    lengths = rng.integers(8, CONFIG["seq_len"], size=n)
    ids[np.arange(CONFIG["seq_len"])[None, :] >= lengths[:, None]] = 0
    y = ((ids < 200) & (ids > 0)).sum(1) > ((ids >= 1800)).sum(1)
    return ids.astype(np.int32), y.astype(np.int32)


@functools.partial(jax.pmap, axis_name="batch")
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["ids"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    grads = jax.lax.pmean(grads, "batch")
    state = state.apply_gradients(grads=grads)
    metrics = {"loss": loss, "accuracy": (logits.argmax(-1) == batch["label"]).mean()}
    return state, jax.lax.pmean(metrics, "batch")


def main():
    log.info("devices: %d x %s, config %s", jax.local_device_count(), jax.devices()[0].platform, CONFIG)
    rng = np.random.default_rng(0)
    ids, labels = synthetic_reviews(5000, rng)
    model = BagOfEmbeddings(CONFIG["vocab_size"], CONFIG["embed_dim"])
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, CONFIG["seq_len"]), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(CONFIG["learning_rate"]))
    state = jax_utils.replicate(state)
    bs = CONFIG["batch_size"]
    for epoch in range(CONFIG["num_epochs"]):
        perm = rng.permutation(len(ids))
        for step in range(len(ids) // bs):
            idx = perm[step * bs:(step + 1) * bs]
            batch = common_utils.shard({"ids": ids[idx], "label": labels[idx]})
            state, metrics = train_step(state, batch)
            if step % 10 == 0:
                m = jax_utils.unreplicate(metrics)
                log.info("epoch %d step %d loss %.4f acc %.3f", epoch, step, float(m["loss"]), float(m["accuracy"]))
    log.info("done")


if __name__ == "__main__":
    main()
