"""Sentence classifier (bag-of-embeddings) ported from a PyTorch nn.CrossEntropyLoss script."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

VOCAB, NUM_CLASSES, SEQ = 2000, 5, 40


class BoWClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(VOCAB, 64)(ids)
        m = (ids != 0)[..., None]
        x = (e * m).sum(1) / jnp.maximum(m.sum(1), 1)
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(NUM_CLASSES)(x)


def synthetic_corpus(n, rng):
    y = rng.integers(0, NUM_CLASSES, n)
    ids = rng.integers(1, VOCAB, (n, SEQ))
    ids[:, :5] = (y[:, None] * 100 + rng.integers(1, 100, (n, 5)))  # class-indicative tokens
    return ids.astype(np.int32), y.astype(np.int32)


def data_loader(ids, y, bs, rng):
    p = rng.permutation(len(y))
    for i in range(0, len(p), bs):
        j = p[i:i + bs]
        yield {"input_ids": ids[j], "labels": y[j]}


rng = np.random.default_rng(0)
ids, labels = synthetic_corpus(5000, rng)
model = BoWClassifier()
state = train_state.TrainState.create(
    apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), ids[:2])["params"],
    tx=optax.adam(1e-3))
criterion = optax.softmax_cross_entropy


@jax.jit
def train_step(state, batch):
    def lf(p):
        logits = state.apply_fn({"params": p}, batch["input_ids"])
        return criterion(logits, batch["labels"]).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss


for epoch in range(3):
    for i, batch in enumerate(data_loader(ids, labels, 64, rng)):
        state, loss = train_step(state, batch)
        if i % 20 == 0:
            print(f"epoch {epoch} iter {i} loss {float(loss):.4f}")
