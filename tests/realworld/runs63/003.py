# Per-example contrastive scores with jax.vmap: each query is scored against its own passage.
# Queries and passages come from two separately batched lists.
import jax
import jax.numpy as jnp
import numpy as np

D = 64
rng = np.random.default_rng(0)
W = jnp.asarray(rng.normal(size=(D, D)).astype(np.float32)) * 0.05


def score(q, p):
    return jnp.tanh(q @ W) @ p


queries = jnp.asarray(rng.normal(size=(32, D)).astype(np.float32))
passages = jnp.asarray(rng.normal(size=(30, D)).astype(np.float32))   # last batch of the passage loader
print("queries", queries.shape, "passages", passages.shape)
scores = jax.vmap(score)(queries, passages)
print("mean score", float(scores.mean()))
