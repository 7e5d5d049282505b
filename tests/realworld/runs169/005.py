"""Tiny BERT-style masked-LM pre-training in Flax NNX (port of HF DataCollatorForLanguageModeling).

Token ids are read from a pre-tokenised CSV export.
"""
import io
import logging

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(levelname)s - %(name)s - %(message)s", force=True)
logger = logging.getLogger("mlm")

VOCAB, SEQ, MASK_ID, PAD_ID = 1000, 32, 3, 0


def load_tokenised_csv(n_rows=512, seed=0):
    # stand-in for the CSV written by the tokenisation job: one row of ids per line
    rng = np.random.default_rng(seed)
    buf = io.StringIO()
    for _ in range(n_rows):
        ids = rng.integers(5, VOCAB, SEQ)
        buf.write(",".join(str(i) for i in ids) + "\n")
    buf.seek(0)
    return np.loadtxt(buf, delimiter=",")


def mask_tokens(key, input_ids, mlm_probability=0.15):
    """80% [MASK], 10% random token, 10% unchanged (HF DataCollatorForLanguageModeling)."""
    k1, k2, k3 = jax.random.split(key, 3)
    labels = input_ids
    masked = jax.random.bernoulli(k1, mlm_probability, input_ids.shape)
    labels = jnp.where(masked, labels, -100)
    replace = jax.random.bernoulli(k2, 0.8, input_ids.shape) & masked
    input_ids = jnp.where(replace, MASK_ID, input_ids)
    random_words = jax.random.randint(k3, input_ids.shape, 0, VOCAB, dtype=input_ids.dtype)
    rand = jax.random.bernoulli(k3, 0.5, input_ids.shape) & masked & ~replace
    input_ids = jnp.where(rand, random_words, input_ids)
    return input_ids, labels


class TinyEncoder(nnx.Module):
    def __init__(self, rngs):
        self.tok = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.pos = nnx.Embed(SEQ, 64, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=64, decode=False, rngs=rngs)
        self.ln1 = nnx.LayerNorm(64, rngs=rngs)
        self.ff = nnx.Linear(64, 64, rngs=rngs)
        self.ln2 = nnx.LayerNorm(64, rngs=rngs)
        self.lm_head = nnx.Linear(64, VOCAB, rngs=rngs)

    def __call__(self, ids):
        h = self.tok(ids) + self.pos(jnp.arange(ids.shape[1]))
        h = self.ln1(h + self.attn(h))
        h = self.ln2(h + nnx.gelu(self.ff(h)))
        return self.lm_head(h)


@nnx.jit
def train_step(model, opt, ids, labels):
    def loss_fn(m):
        logits = m(ids.astype(jnp.int32))
        valid = labels != -100
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, jnp.where(valid, labels, 0).astype(jnp.int32))
        return (ce * valid).sum() / jnp.maximum(valid.sum(), 1)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


def main():
    data = load_tokenised_csv()
    logger.info("loaded %d sequences, shape=%s dtype=%s", len(data), data.shape, data.dtype)
    model = TinyEncoder(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adamw(5e-4, weight_decay=0.01), wrt=nnx.Param)
    key = jax.random.key(42)
    bs = 32
    for step in range(1, 61):
        key, sub = jax.random.split(key)
        batch = jnp.asarray(data[(step * bs) % len(data):(step * bs) % len(data) + bs])
        ids, labels = mask_tokens(sub, batch)
        loss = train_step(model, opt, ids, labels)
        if step % 10 == 0:
            logger.info("step %d | mlm_loss %.4f", step, float(loss))


if __name__ == "__main__":
    main()
