"""Tiny causal LM pretraining on synthetic token data (flax.nnx + optax).
Ported from a PyTorch nanoGPT-style script."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

VOCAB, SEQ, D, HEADS, LAYERS = 64, 32, 64, 4, 2
BATCH, STEPS, PAD = 16, 120, 0


def make_corpus(n, rng):
    # sequences of "counting" patterns with random start, variable length, right padded with PAD
    ids = np.zeros((n, SEQ), dtype=np.int32)
    lens = rng.integers(SEQ // 2, SEQ + 1, size=n)
    for i in range(n):
        start = rng.integers(1, VOCAB)
        ids[i, : lens[i]] = (start + np.arange(lens[i])) % (VOCAB - 1) + 1
    return ids


class Block(nnx.Module):
    def __init__(self, rngs):
        self.ln1 = nnx.LayerNorm(D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=HEADS, in_features=D, decode=False, rngs=rngs)
        self.ln2 = nnx.LayerNorm(D, rngs=rngs)
        self.mlp1 = nnx.Linear(D, 4 * D, rngs=rngs)
        self.mlp2 = nnx.Linear(4 * D, D, rngs=rngs)

    def __call__(self, x, mask):
        x = x + self.attn(self.ln1(x), mask=mask)
        return x + self.mlp2(jax.nn.gelu(self.mlp1(self.ln2(x))))


class TinyGPT(nnx.Module):
    def __init__(self, rngs):
        self.tok = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Embed(SEQ, D, rngs=rngs)
        self.blocks = nnx.List([Block(rngs) for _ in range(LAYERS)])
        self.ln_f = nnx.LayerNorm(D, rngs=rngs)
        self.head = nnx.Linear(D, VOCAB, rngs=rngs)

    def __call__(self, ids):
        T = ids.shape[1]
        x = self.tok(ids) + self.pos(jnp.arange(T))[None]
        causal = nnx.make_causal_mask(ids)
        pad = nnx.make_attention_mask(ids != PAD, ids != PAD)
        mask = nnx.combine_masks(causal, pad)
        for b in self.blocks:
            x = b(x, mask)
        return self.head(self.ln_f(x))


def loss_fn(model, ids):
    logits = model(ids[:, :-1])
    labels = ids[:, 1:]
    valid = (labels != PAD).astype(jnp.float32)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return (ce * valid).sum() / valid.sum()


@nnx.jit
def train_step(model, optimizer, ids):
    loss, grads = nnx.value_and_grad(loss_fn)(model, ids)
    optimizer.update(model, grads)
    return loss


def main():
    print(f"jax {jax.__version__} devices={jax.devices()}")
    rng = np.random.default_rng(0)
    data = make_corpus(2048, rng)
    model = TinyGPT(nnx.Rngs(0))
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=10, decay_steps=STEPS, end_value=3e-4)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    n_params = sum(x.size for x in jax.tree.leaves(nnx.state(model, nnx.Param)))
    print(f"model params: {n_params:,}")
    t0 = time.time()
    for step in range(1, STEPS + 1):
        idx = rng.integers(0, len(data), BATCH)
        loss = train_step(model, optimizer, jnp.asarray(data[idx]))
        if step % 10 == 0:
            print(f"step {step:4d}/{STEPS} | loss {float(loss):.4f} | lr {float(sched(step)):.2e} | {time.time()-t0:.1f}s")
    print("training finished")


if __name__ == "__main__":
    main()
