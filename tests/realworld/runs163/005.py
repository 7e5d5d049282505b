"""Tiny decoder-only LM in Flax linen; batches come from a HF-style collator
(input_ids + attention_mask as float32, as our torch pipeline produced them)."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

VOCAB, SEQ, D, HEADS, LAYERS = 256, 48, 64, 4, 2


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=HEADS, qkv_features=D)(h, h, mask=mask)
        x = x + h
        h = nn.LayerNorm()(x)
        h = nn.Dense(4 * D)(h)
        h = nn.Dense(D)(nn.gelu(h))
        return x + h


class TinyLM(nn.Module):
    @nn.compact
    def __call__(self, input_ids, attention_mask):
        b, t = input_ids.shape
        x = nn.Embed(VOCAB, D)(input_ids) + self.param("pos", nn.initializers.normal(0.02), (SEQ, D))[:t]
        causal = jnp.tril(jnp.ones((t, t), dtype=bool))
        # [b, 1, t, t]: causal AND key padding (same as the torch code)
        mask = causal[None, None, :, :] & attention_mask[:, None, None, :]
        for _ in range(LAYERS):
            x = Block()(x, mask)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


def collate(texts):
    ids = np.zeros((len(texts), SEQ), np.int32)
    attn = np.zeros((len(texts), SEQ), np.float32)
    for i, t in enumerate(texts):
        b = list(t.encode())[:SEQ]
        ids[i, :len(b)] = b
        attn[i, :len(b)] = 1.0
    return {"input_ids": ids, "attention_mask": attn}


def corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    words = ["the", "model", "jax", "flax", "train", "loss", "data", "step", "batch", "token"]
    return [" ".join(rng.choice(words, rng.integers(3, 9))) for _ in range(n)]


def main():
    texts = corpus(1024)
    model = TinyLM()
    dummy = collate(texts[:2])
    params = model.init(jax.random.PRNGKey(0), dummy["input_ids"], dummy["attention_mask"])["params"]
    print(f"TinyLM params: {sum(p.size for p in jax.tree_util.tree_leaves(params)):,}")
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-4))

    @jax.jit
    def train_step(state, batch):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, batch["input_ids"], batch["attention_mask"])
            ce = optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], batch["input_ids"][:, 1:])
            w = batch["attention_mask"][:, 1:]
            return (ce * w).sum() / w.sum()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    t0 = time.time()
    for step in range(1, 101):
        idx = np.random.default_rng(step).choice(len(texts), 32, replace=False)
        state, loss = train_step(state, collate([texts[i] for i in idx]))
        if step % 10 == 0:
            print(f"step {step:3d} | loss {float(loss):.4f} | {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
