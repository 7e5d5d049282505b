"""Sentiment classifier on pre-tokenised CSV (ids + label column), bag-of-embeddings in Flax."""
import csv, io, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("bow_cls")

# fake CSV export of the HF dataset: 'ids' space separated, 'label' column
rng = np.random.default_rng(0)
buf = io.StringIO(); w = csv.writer(buf); w.writerow(["ids", "label"])
for _ in range(600):
    n = rng.integers(5, 20); w.writerow([" ".join(map(str, rng.integers(1, 500, n))), rng.integers(0, 2)])
buf.seek(0)
rows = list(csv.DictReader(buf))
MAXLEN = 24
ids = np.zeros((len(rows), MAXLEN), np.int32)
for i, r in enumerate(rows):
    t = [int(v) for v in r["ids"].split()][:MAXLEN]; ids[i, :len(t)] = t
labels = np.array([r["label"] for r in rows], dtype=np.float32)   # pandas-style numeric column
log.info("dataset: %d rows, ids %s, labels %s", len(rows), ids.shape, labels.dtype)

class BoE(nn.Module):
    vocab: int = 512
    dim: int = 64
    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(self.vocab, self.dim)(ids)
        mask = (ids > 0)[..., None]
        h = (e * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return nn.Dense(2)(nn.relu(nn.Dense(64)(h)))

model = BoE()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), ids[:2])["params"],
                                      tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(3):
    for i in range(0, len(ids), 32):
        state, loss = train_step(state, ids[i:i+32], labels[i:i+32])
    log.info("epoch %d loss %.4f", epoch, float(loss))
