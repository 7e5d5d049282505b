"""Sentiment GRU-free bag-of-embeddings model on variable-length reviews. Batches are padded to the longest
review in the batch (HF DataCollatorWithPadding habit), then fed to a jitted train step."""
import time, logging
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

jax.config.update("jax_log_compiles", True)
logging.basicConfig(level=logging.WARNING, format="%(levelname)s:%(name)s:%(message)s")

class BoE(nn.Module):
    @nn.compact
    def __call__(self, ids, mask):
        e = nn.Embed(5000, 128)(ids)
        e = nn.Dense(128)(nn.gelu(nn.Dense(256)(e)))
        pooled = (e * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1)
        return nn.Dense(2)(pooled)

rng = np.random.default_rng(0)
lengths = rng.integers(20, 400, size=4096)
docs = [rng.integers(1, 5000, size=l) for l in lengths]
labels = rng.integers(0, 2, size=4096).astype(np.int32)

def collate(batch_idx):
    L = max(len(docs[i]) for i in batch_idx)
    ids = np.zeros((len(batch_idx), L), np.int32); mask = np.zeros((len(batch_idx), L), np.float32)
    for r, i in enumerate(batch_idx):
        ids[r, :len(docs[i])] = docs[i]; mask[r, :len(docs[i])] = 1
    return ids, mask, labels[batch_idx]

model = BoE()
ids0, m0, _ = collate([0, 1])
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), ids0, m0)["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, ids, mask, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, ids, mask), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

t0 = time.time()
perm = rng.permutation(4096)
for step in range(1, 61):
    ids, mask, y = collate(perm[(step - 1) * 32: step * 32])
    ts = time.time()
    state, loss = train_step(state, ids, mask, y)
    loss = float(loss)
    if step % 5 == 0:
        print(f"step {step:3d} | loss {loss:.4f} | seq_len {ids.shape[1]:3d} | step_time {time.time()-ts:.3f}s | elapsed {time.time()-t0:.1f}s", flush=True)
