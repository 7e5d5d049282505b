# Flax port of a small GPT-style causal LM (attention block translated line by line from the PyTorch module).
# Batches are left-padded like the HF tokenizer with padding_side="left".
import math, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, CTX, D, HEADS, LAYERS, PAD = 512, 64, 64, 4, 2, 0

class CausalSelfAttention(nn.Module):
    @nn.compact
    def __call__(self, x, pad_mask):
        B, T, C = x.shape
        qkv = nn.Dense(3 * C)(x)
        q, k, v = jnp.split(qkv, 3, axis=-1)
        q, k, v = [t.reshape(B, T, HEADS, C // HEADS).transpose(0, 2, 1, 3) for t in (q, k, v)]
        att = (q @ k.transpose(0, 1, 3, 2)) / math.sqrt(C // HEADS)
        causal = jnp.tril(jnp.ones((T, T), bool))
        mask = causal[None, None] & pad_mask[:, None, None, :].astype(bool)
        att = jnp.where(mask, att, -jnp.inf)          # masked_fill(mask == 0, float('-inf'))
        att = jax.nn.softmax(att, axis=-1)
        y = (att @ v).transpose(0, 2, 1, 3).reshape(B, T, C)
        return nn.Dense(C)(y)

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, pad_mask):
        x = x + CausalSelfAttention()(nn.LayerNorm()(x), pad_mask)
        h = nn.Dense(4 * D)(nn.LayerNorm()(x))
        return x + nn.Dense(D)(nn.gelu(h))

class GPT(nn.Module):
    @nn.compact
    def __call__(self, ids, pad_mask):
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(CTX, D)(jnp.arange(ids.shape[1]))[None]
        for _ in range(LAYERS):
            x = Block()(x, pad_mask)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

def make_corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    docs = []
    for _ in range(n):
        L = rng.integers(12, CTX + 1)
        start = rng.integers(1, VOCAB)
        docs.append(((start + 3 * np.arange(L)) % (VOCAB - 1) + 1).astype(np.int32))
    return docs

def collate_left_pad(docs):
    ids = np.full((len(docs), CTX), PAD, np.int32)
    mask = np.zeros((len(docs), CTX), np.int32)
    for i, d in enumerate(docs):
        ids[i, CTX - len(d):] = d
        mask[i, CTX - len(d):] = 1
    return ids, mask

def main():
    docs = make_corpus(2000)
    print(f"{len(docs)} documents, mean length {np.mean([len(d) for d in docs]):.1f}, ctx {CTX}")
    model = GPT()
    ids0, m0 = collate_left_pad(docs[:2])
    params = model.init(jax.random.PRNGKey(0), ids0, m0)["params"]
    print(f"params: {sum(p.size for p in jax.tree_util.tree_leaves(params)):,}")
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(3e-4, weight_decay=0.1))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, ids, mask):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, ids, mask)
            ce = optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], ids[:, 1:])
            w = mask[:, 1:] * mask[:, :-1]
            return (ce * w).sum() / w.sum()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss, optax.global_norm(g)

    bs = 32
    t0 = time.time()
    for step in range(120):
        i = (step * bs) % (len(docs) - bs)
        ids, mask = collate_left_pad(docs[i:i+bs])
        state, loss, gnorm = train_step(state, ids, mask)
        if step % 10 == 0:
            print(f"step {step:4d} | loss {float(loss):.4f} | grad_norm {float(gnorm):.3f} | lr 3.0e-04 | {time.time()-t0:.1f}s")

if __name__ == "__main__":
    main()
