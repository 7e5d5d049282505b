import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, PAD = 200, 0

class BagOfWords(nn.Module):
    @nn.compact
    def __call__(self, ids):
        emb = nn.Embed(VOCAB, 48)(ids)
        return nn.Dense(3)(nn.relu(nn.Dense(64)(emb.mean(1))))

def make_dataset(n, seed=0):
    """variable-length token sequences padded to 40, 3 topics"""
    rng = np.random.default_rng(seed)
    ids = np.zeros((n, 40), np.int32)
    labels = rng.integers(0, 3, size=n)
    for i in range(n):
        L = rng.integers(8, 41)
        lo = 1 + labels[i] * 66
        ids[i, :L] = rng.integers(lo, lo + 66, size=L)
        ids[i, :L // 3] = rng.integers(1, VOCAB, size=L // 3)
    return ids, labels

def collate(ids, labels, idx):
    return {'input_ids': ids[idx], 'labels': labels[idx]}

def loader(ids, labels, bs, seed):
    perm = np.random.default_rng(seed).permutation(len(ids))
    for i in range(0, len(ids) - bs + 1, bs):
        yield collate(ids, labels, perm[i:i+bs])

@jax.jit
def train_step(state, batch):
    ids = batch['input_ids']
    # Hugging Face-style: drop all-padding rows before the forward pass
    keep = (ids != PAD).any(axis=1)
    ids, labels = ids[keep], batch['labels'][keep]
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

ids, labels = make_dataset(3000)
print("dataset:", ids.shape, "labels:", np.bincount(labels))
model = BagOfWords()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 40), jnp.int32))['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
for epoch in range(3):
    for step, batch in enumerate(loader(ids, labels, 32, epoch)):
        state, loss = train_step(state, batch)
        if step % 30 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
