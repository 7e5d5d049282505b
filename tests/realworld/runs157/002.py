"""Sentiment classifier ported from a PyTorch nn.Module to flax.linen.

The PyTorch original:
    class TextCNN(nn.Module):
        def __init__(self, vocab_size, emb_dim, num_classes):
            super().__init__()
            self.emb = nn.Embedding(vocab_size, emb_dim)
            ...
"""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ, NCLS = 2000, 48, 3

class TextCNN(nn.Module):
    def __init__(self, vocab_size, emb_dim, num_classes, kernel_sizes=(3, 4, 5), channels=64):
        super().__init__()
        self.vocab_size = vocab_size
        self.emb_dim = emb_dim
        self.num_classes = num_classes
        self.kernel_sizes = kernel_sizes
        self.channels = channels

    @nn.compact
    def __call__(self, ids, train: bool = False):
        x = nn.Embed(self.vocab_size, self.emb_dim)(ids)
        feats = []
        for k in self.kernel_sizes:
            h = nn.relu(nn.Conv(self.channels, kernel_size=(k,), padding="VALID")(x))
            feats.append(h.max(axis=1))
        h = jnp.concatenate(feats, axis=-1)
        h = nn.Dropout(0.3, deterministic=not train)(h)
        return nn.Dense(self.num_classes)(h)

def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(1024, SEQ)).astype(np.int32)
    labels = rng.integers(0, NCLS, size=(1024,)).astype(np.int32)
    print(f"dataset: {ids.shape[0]} reviews, seq_len={SEQ}, vocab={VOCAB}")

    model = TextCNN(VOCAB, 128, NCLS)
    variables = model.init(jax.random.key(0), jnp.asarray(ids[:2]))
    tx = optax.adamw(3e-4, weight_decay=0.01)
    state = train_state.TrainState.create(apply_fn=model.apply, params=variables["params"], tx=tx)

    @jax.jit
    def train_step(state, x, y, key):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    key = jax.random.key(1)
    for step in range(100):
        key, sub = jax.random.split(key)
        b = rng.integers(0, len(ids), 32)
        state, loss = train_step(state, jnp.asarray(ids[b]), jnp.asarray(labels[b]), sub)
        if step % 20 == 0:
            print(f"step {step:4d} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
