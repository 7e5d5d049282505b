"""Sentence-embedding model with in-batch contrastive loss (SimCSE-style), ported from a PyTorch repo.
torch: F.normalize(emb, dim=-1)  ->  here written out by hand."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ, BATCH, DIM, STEPS, PAD = 300, 16, 32, 64, 120, 0


def load_pairs(n, seed=0):
    rng = np.random.default_rng(seed)
    a = np.zeros((n, SEQ), np.int32)
    lengths = rng.integers(0, SEQ, size=n)       # some lines in the dump are empty
    for i, L in enumerate(lengths):
        a[i, :L] = rng.integers(1, VOCAB, L)
    b = a.copy()
    drop = rng.random(b.shape) < 0.1
    b[drop & (b > 0)] = rng.integers(1, VOCAB)
    return a, b


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids):
        mask = (ids != PAD)[..., None].astype(jnp.float32)
        h = nn.Embed(VOCAB, DIM)(ids) * mask
        h = nn.Dense(DIM)(nn.tanh(nn.Dense(DIM)(h))) * mask
        pooled = h.sum(1) / jnp.maximum(mask.sum(1), 1.0)
        return pooled / jnp.linalg.norm(pooled, axis=-1, keepdims=True)   # F.normalize


def contrastive_loss(za, zb, temp=0.05):
    sim = za @ zb.T / temp
    labels = jnp.arange(za.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(sim, labels).mean()


@jax.jit
def train_step(state, a, b):
    def loss_fn(p):
        return contrastive_loss(state.apply_fn({"params": p}, a), state.apply_fn({"params": p}, b))
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss, optax.global_norm(grads)


def main():
    a, b = load_pairs(4096)
    print(f"loaded {len(a)} pairs from nli_pairs.tsv")
    model = Encoder()
    params = model.init(jax.random.PRNGKey(0), a[:2])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-4))
    for step in range(1, STEPS + 1):
        i = (step * BATCH) % (len(a) - BATCH)
        state, loss, gn = train_step(state, a[i:i + BATCH], b[i:i + BATCH])
        if step % 10 == 0:
            print({"step": step, "loss": round(float(loss), 4), "grad_norm": round(float(gn), 4), "learning_rate": 3e-4})
    print("training finished, saving encoder to ./simcse-flax")


if __name__ == "__main__":
    main()
