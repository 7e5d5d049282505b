"""Character LM on short sentences with length bucketing. Attention is hand-written
(ported from a PyTorch masked_fill(mask == 0, float('-inf')) implementation).
Each bucket's last batch is topped up with empty rows so the jitted step sees a fixed batch size."""
import math, time
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

BATCH, D, H, BUCKETS = 16, 64, 4, (16, 32, 48)
PAD = 0


class SelfAttention(nn.Module):
    @nn.compact
    def __call__(self, x, pad_mask):
        B, L, _ = x.shape
        qkv = nn.Dense(3 * D)(x).reshape(B, L, 3, H, D // H)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(D // H)
        causal = jnp.tril(jnp.ones((L, L), bool))
        mask = causal[None, None] & pad_mask[:, None, None, :]
        scores = jnp.where(mask, scores, -jnp.inf)          # masked_fill(mask == 0, -inf)
        attn = jax.nn.softmax(scores, axis=-1)
        out = jnp.einsum("bhqk,bkhd->bqhd", attn, v).reshape(B, L, D)
        return nn.Dense(D)(out)


class CharLM(nn.Module):
    vocab: int

    @nn.compact
    def __call__(self, ids):
        pad_mask = ids != PAD
        x = nn.Embed(self.vocab, D)(ids) + nn.Embed(64, D)(jnp.arange(ids.shape[1]))[None]
        for _ in range(2):
            x = x + SelfAttention()(nn.LayerNorm()(x), pad_mask)
            x = x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


def build_corpus(n=700, seed=0):
    rng = np.random.default_rng(seed)
    words = "alpha beta gamma delta model train loss step data batch token layer head".split()
    sents = [" ".join(rng.choice(words, rng.integers(2, 7))) + "." for _ in range(n)]
    chars = sorted(set("".join(sents)))
    stoi = {c: i + 1 for i, c in enumerate(chars)}
    return [[stoi[c] for c in s] for s in sents], len(chars) + 1


def bucketed_batches(seqs, rng):
    by_bucket = {b: [] for b in BUCKETS}
    for s in seqs:
        b = next(b for b in BUCKETS if len(s) + 1 <= b)
        by_bucket[b].append(s)
    for b, items in by_bucket.items():
        rng.shuffle(items)
        for i in range(0, len(items), BATCH):
            chunk = items[i:i + BATCH]
            arr = np.full((BATCH, b), PAD, np.int32)     # top up the last batch with empty rows
            for j, s in enumerate(chunk):
                arr[j, :len(s)] = s
            yield arr


def main():
    seqs, vocab = build_corpus()
    print(f"corpus: {len(seqs)} sentences, vocab {vocab}, buckets {BUCKETS}")
    model = CharLM(vocab)
    params = model.init(jax.random.key(0), jnp.ones((BATCH, 16), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3)))

    @jax.jit
    def train_step(state, ids):
        inputs, targets = ids[:, :-1], ids[:, 1:]
        w = (targets != PAD).astype(jnp.float32)
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, inputs)
            ce = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
            return (ce * w).sum() / w.sum()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    rng = np.random.default_rng(1)
    gstep = 0
    for epoch in range(1, 4):
        t0, losses = time.time(), []
        for ids in bucketed_batches(seqs, rng):
            state, loss = train_step(state, ids)
            gstep += 1
            losses.append(float(loss))
            if gstep % 10 == 0:
                print(f"epoch {epoch} step {gstep:4d} loss {losses[-1]:.4f} shape {ids.shape}")
        print(f"epoch {epoch} done: mean loss {np.mean(losses):.4f} ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
