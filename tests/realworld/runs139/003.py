"""Sentiment-style classifier: a small transformer encoder ported from a PyTorch model to flax.linen.

The attention module is a line-by-line port of the torch code:
    scores = scores.masked_fill(key_padding_mask[:, None, None, :], float('-inf'))
"""
import math
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, MAXLEN, D, HEADS, NCLS = 200, 24, 64, 4, 2
PAD = 0


def build_dataset(n, rng):
    """Token sequences; label = whether token ids > 100 are the majority. A few reviews are empty
    after HTML stripping (length 0), exactly like the real scraped data."""
    ids = np.zeros((n, MAXLEN), np.int32)
    labels = np.zeros(n, np.int32)
    for i in range(n):
        L = 0 if rng.random() < 0.0015 else rng.integers(4, MAXLEN + 1)
        toks = rng.integers(1, VOCAB, L)
        ids[i, :L] = toks
        labels[i] = int((toks > 100).mean() > 0.5) if L else 0
    return ids, labels


class SelfAttention(nn.Module):
    d: int
    heads: int

    @nn.compact
    def __call__(self, x, key_padding_mask):
        B, T, _ = x.shape
        hd = self.d // self.heads
        qkv = nn.Dense(3 * self.d, name="in_proj")(x).reshape(B, T, 3, self.heads, hd)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(hd)
        scores = jnp.where(key_padding_mask[:, None, None, :], -jnp.inf, scores)
        attn = jax.nn.softmax(scores, axis=-1)
        out = jnp.einsum("bhqk,bkhd->bqhd", attn, v).reshape(B, T, self.d)
        return nn.Dense(self.d, name="out_proj")(out)


class EncoderLayer(nn.Module):
    @nn.compact
    def __call__(self, x, pad_mask):
        x = x + SelfAttention(D, HEADS)(nn.LayerNorm(epsilon=1e-5)(x), pad_mask)
        h = nn.Dense(4 * D)(nn.LayerNorm(epsilon=1e-5)(x))
        return x + nn.Dense(D)(nn.gelu(h, approximate=False))


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        pad_mask = ids == PAD                      # True = ignore, torch key_padding_mask convention
        x = nn.Embed(VOCAB, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (MAXLEN, D))
        for _ in range(2):
            x = EncoderLayer()(x, pad_mask)
        keep = (~pad_mask)[..., None].astype(x.dtype)
        pooled = (x * keep).sum(1) / jnp.maximum(keep.sum(1), 1.0)   # clamp(min=1) like the torch code
        return nn.Dense(NCLS)(pooled)


def main():
    rng = np.random.default_rng(1)
    x_tr, y_tr = build_dataset(4000, rng)
    x_va, y_va = build_dataset(500, rng)
    print(f"train={len(x_tr)} val={len(x_va)} empty_train={(x_tr != PAD).sum(1).tolist().count(0)}")
    model = Classifier()
    params = model.init(jax.random.key(0), x_tr[:2])["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(3e-4, weight_decay=0.01))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, ids, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, ids)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss, optax.global_norm(grads)

    @jax.jit
    def accuracy(params, ids, y):
        return (model.apply({"params": params}, ids).argmax(-1) == y).mean()

    bs, step = 32, 0
    for epoch in range(2):
        perm = rng.permutation(len(x_tr))
        for i in range(0, len(x_tr) - bs + 1, bs):
            idx = perm[i:i + bs]
            state, loss, gnorm = train_step(state, x_tr[idx], y_tr[idx])
            step += 1
            if step % 5 == 0:
                print({"loss": round(float(loss), 4), "grad_norm": round(float(gnorm), 4),
                       "learning_rate": 3e-4, "epoch": round(epoch + i / len(x_tr), 2), "step": step})
        print({"eval_accuracy": round(float(accuracy(state.params, x_va, y_va)), 4), "epoch": epoch + 1})


if __name__ == "__main__":
    main()
