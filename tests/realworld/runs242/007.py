"""Sentiment classifier: a 2-layer transformer encoder ported from a PyTorch module
(scores.masked_fill(~mask, float('-inf')) before softmax) to Flax. Reviews tokenised with a toy
word-level tokenizer and padded to MAX_LEN."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, MAX_LEN, D, HEADS = 800, 40, 64, 4


class SelfAttention(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        B, T, _ = x.shape
        qkv = nn.Dense(3 * D)(x).reshape(B, T, 3, HEADS, D // HEADS)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(D // HEADS)
        scores = jnp.where(mask[:, None, None, :], scores, -jnp.inf)
        attn = jax.nn.softmax(scores, axis=-1)
        out = jnp.einsum("bhqk,bkhd->bqhd", attn, v).reshape(B, T, D)
        return nn.Dense(D)(out)


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids, mask, train=False):
        x = nn.Embed(VOCAB, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (MAX_LEN, D))
        for _ in range(2):
            x = x + nn.Dropout(0.1, deterministic=not train)(SelfAttention()(nn.LayerNorm()(x), mask))
            h = nn.Dense(4 * D)(nn.LayerNorm()(x))
            x = x + nn.Dense(D)(nn.gelu(h))
        x = nn.LayerNorm()(x)
        m = mask[..., None].astype(x.dtype)
        pooled = (x * m).sum(1) / jnp.maximum(m.sum(1), 1.0)
        return nn.Dense(2)(pooled)


def tokenize(texts):
    ids = np.zeros((len(texts), MAX_LEN), np.int32)
    mask = np.zeros((len(texts), MAX_LEN), bool)
    for i, t in enumerate(texts):
        toks = [hash(w) % (VOCAB - 1) + 1 for w in t.split()][:MAX_LEN]
        ids[i, :len(toks)] = toks
        mask[i, :len(toks)] = True
    return ids, mask


def make_reviews(n, rng):
    pos = ["great", "love", "excellent", "fun", "superb"]
    neg = ["bad", "boring", "awful", "hate", "poor"]
    filler = [f"w{i}" for i in range(300)]
    texts, labels = [], []
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        L = int(rng.integers(0, 30))  # some reviews in the scrape are empty (rating only)
        words = list(rng.choice(filler, L))
        if L:
            for _ in range(max(1, L // 6)):
                words[int(rng.integers(0, L))] = str(rng.choice(pos if lab else neg))
        texts.append(" ".join(words)); labels.append(lab)
    return texts, np.array(labels, np.int32)


def main():
    rng = np.random.default_rng(0)
    texts, labels = make_reviews(3000, rng)
    ids, mask = tokenize(texts)
    print(f"dataset: {len(texts)} reviews, avg tokens {mask.sum(1).mean():.1f}")
    model = Encoder()
    key = jax.random.PRNGKey(0)
    params = model.init(key, ids[:2], mask[:2])["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(5e-4, weight_decay=0.01))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, ids, mask, y, dkey):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, ids, mask, train=True, rngs={"dropout": dkey})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
        (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), loss, jnp.mean(logits.argmax(-1) == y)

    gstep = 0
    for epoch in range(3):
        perm = rng.permutation(len(ids))
        for i in range(0, len(ids) - 32 + 1, 32):
            b = perm[i:i + 32]
            key, dk = jax.random.split(key)
            state, loss, acc = train_step(state, ids[b], mask[b], labels[b], dk)
            if gstep % 10 == 0:
                print(f"epoch {epoch} step {gstep} loss {float(loss):.4f} acc {float(acc):.3f}")
            gstep += 1


if __name__ == "__main__":
    main()
