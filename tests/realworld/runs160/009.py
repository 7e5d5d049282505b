"""Bag-of-embeddings sentiment classifier, ported module-by-module from a PyTorch nn.Module."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, MAXLEN, EMB, HID = 500, 40, 64, 64
cfg = dict(dropout=0.2, lr=2e-3, batch_size=64, epochs=4)
print("config:", cfg)

def make_split(n, seed):
    rng = np.random.default_rng(seed)
    pos, neg = np.arange(10, 30), np.arange(30, 50)
    y = rng.integers(0, 2, n)
    ids = rng.integers(50, VOCAB, size=(n, MAXLEN))
    for i in range(n):
        k = rng.integers(3, 8)
        ids[i, rng.choice(MAXLEN, k, replace=False)] = rng.choice(pos if y[i] else neg, k)
    return ids.astype(np.int32), y.astype(np.int32)

class SentimentNet(nn.Module):
    """torch: self.emb = nn.Embedding(...); self.drop = nn.Dropout(p); self.fc1/fc2 = nn.Linear(...)"""
    dropout: float = 0.2
    def setup(self):
        self.emb = nn.Embed(VOCAB, EMB)
        self.drop = nn.Dropout(rate=self.dropout)
        self.fc1 = nn.Dense(HID)
        self.fc2 = nn.Dense(2)
    def __call__(self, ids):
        x = self.emb(ids).mean(axis=1)
        x = self.drop(nn.relu(self.fc1(x)))
        return self.fc2(x)

xtr, ytr = make_split(4000, 0)
xva, yva = make_split(800, 1)
print(f"train {xtr.shape} val {xva.shape} positive rate {ytr.mean():.3f}")

model = SentimentNet(dropout=cfg["dropout"])
root = jax.random.PRNGKey(0)
params = model.init({"params": root, "dropout": root}, xtr[:2])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(cfg["lr"]))

@jax.jit
def train_step(state, ids, y, key):
    def lf(p):
        logits = state.apply_fn({"params": p}, ids, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

key = jax.random.PRNGKey(1)
for epoch in range(cfg["epochs"]):
    t0 = time.time(); perm = np.random.default_rng(epoch).permutation(len(xtr)); losses = []
    for i in range(0, len(xtr), cfg["batch_size"]):
        key, sub = jax.random.split(key)
        idx = perm[i:i + cfg["batch_size"]]
        state, loss = train_step(state, xtr[idx], ytr[idx], sub)
        losses.append(float(loss))
    print(f"epoch {epoch+1}/{cfg['epochs']} train_loss {np.mean(losses):.4f} ({time.time()-t0:.1f}s)")
