"""Sentiment classifier (bag-of-embeddings) ported from a PyTorch notebook to Flax linen."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ, BS = 2000, 48, 32
rng = np.random.default_rng(0)

def make_split(n):
    # token ids come out of the old pandas pipeline as float64 (NaN-padded columns)
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.float64)
    y = (ids[:, :8].mean(1) > VOCAB / 2).astype(np.int32)
    return ids, y

x_train, y_train = make_split(1024)

class BagOfEmbeddings(nn.Module):
    vocab: int
    dim: int = 64
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, self.dim)(ids)
        h = h.mean(axis=1)
        h = nn.relu(nn.Dense(64)(h))
        return nn.Dense(2)(h)

model = BagOfEmbeddings(VOCAB)
params = model.init(jax.random.PRNGKey(0), jnp.asarray(x_train[:2]))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

for epoch in range(3):
    for i in range(0, len(x_train), BS):
        state, loss = train_step(state, x_train[i:i+BS], y_train[i:i+BS])
    print(f"epoch {epoch} loss {float(loss):.4f}")
