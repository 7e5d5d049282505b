# Masked-LM pretraining of a small BERT-style encoder in flax.nnx (port of a HF BertForMaskedLM training loop).
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

VOCAB, D, HEADS, LAYERS, SEQ, BATCH = 800, 128, 4, 2, 64, 16
PAD, CLS, SEP, MASK = 0, 1, 2, 3
MLM_PROB = 0.15


class Encoder(nnx.Module):
    def __init__(self, rngs):
        self.tok = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Embed(SEQ, D, rngs=rngs)
        self.ln_e = nnx.LayerNorm(D, epsilon=1e-12, rngs=rngs)
        self.attn = nnx.List([nnx.MultiHeadAttention(HEADS, D, decode=False, rngs=rngs) for _ in range(LAYERS)])
        self.ln1 = nnx.List([nnx.LayerNorm(D, epsilon=1e-12, rngs=rngs) for _ in range(LAYERS)])
        self.ff1 = nnx.List([nnx.Linear(D, 4 * D, rngs=rngs) for _ in range(LAYERS)])
        self.ff2 = nnx.List([nnx.Linear(4 * D, D, rngs=rngs) for _ in range(LAYERS)])
        self.ln2 = nnx.List([nnx.LayerNorm(D, epsilon=1e-12, rngs=rngs) for _ in range(LAYERS)])
        self.mlm_dense = nnx.Linear(D, D, rngs=rngs)
        self.mlm_ln = nnx.LayerNorm(D, epsilon=1e-12, rngs=rngs)
        self.mlm_bias = nnx.Param(jnp.zeros(VOCAB))

    def __call__(self, ids, attention_mask):
        x = self.ln_e(self.tok(ids) + self.pos(jnp.arange(ids.shape[1]))[None])
        mask = nnx.make_attention_mask(attention_mask, attention_mask)
        for i in range(LAYERS):
            x = self.ln1[i](x + self.attn[i](x, mask=mask))
            x = self.ln2[i](x + self.ff2[i](nnx.gelu(self.ff1[i](x), approximate=False)))
        return x

    def mlm_logits(self, h):
        h = self.mlm_ln(nnx.gelu(self.mlm_dense(h), approximate=False))
        return self.tok.attend(h) + self.mlm_bias[...]


def collate_mlm(rng, batch_ids):
    """DataCollatorForLanguageModeling: 15% of tokens, 80% [MASK] / 10% random / 10% unchanged."""
    ids = batch_ids.copy()
    special = (ids == PAD) | (ids == CLS) | (ids == SEP)
    prob = rng.random(ids.shape)
    selected = (prob < MLM_PROB) & ~special
    labels = np.where(selected, ids, -100)
    r = rng.random(ids.shape)
    ids[selected & (r < 0.8)] = MASK
    rnd = selected & (r >= 0.8) & (r < 0.9)
    ids[rnd] = rng.integers(4, VOCAB, rnd.sum())
    return {"input_ids": ids, "attention_mask": (batch_ids != PAD).astype(np.int32), "labels": labels}


def corpus(rng, n):
    docs = np.full((n, SEQ), PAD, dtype=np.int32)
    for i in range(n):
        ln = rng.integers(SEQ // 2, SEQ - 1)
        start = rng.integers(4, VOCAB - SEQ)
        body = (start + np.arange(ln - 2) * rng.integers(1, 3)) % (VOCAB - 4) + 4
        docs[i, :ln] = np.concatenate([[CLS], body, [SEP]])
    return docs


def loss_fn(model, batch):
    hidden = model(batch["input_ids"], batch["attention_mask"])
    labels = batch["labels"]
    masked = labels != -100
    # only run the MLM head on masked positions (saves the vocab projection on 85% of tokens)
    logits = model.mlm_logits(hidden[masked])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels[masked]).mean()


@nnx.jit
def train_step(model, optimizer, batch):
    loss, grads = nnx.value_and_grad(loss_fn)(model, batch)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    docs = corpus(rng, 2048)
    model = Encoder(nnx.Rngs(0))
    sched = optax.join_schedules([optax.linear_schedule(0.0, 5e-4, 50), optax.linear_schedule(5e-4, 0.0, 450)], [50])
    optimizer = nnx.Optimizer(model, optax.adamw(sched, b1=0.9, b2=0.999, eps=1e-6, weight_decay=0.01), wrt=nnx.Param)
    print(f"num examples {len(docs)}, batch size {BATCH}, total steps 500")
    t0 = time.time()
    for step in range(500):
        idx = rng.integers(0, len(docs), BATCH)
        batch = {k: jnp.asarray(v) for k, v in collate_mlm(rng, docs[idx]).items()}
        loss = train_step(model, optimizer, batch)
        if step % 50 == 0:
            print(f"{{'loss': {float(loss):.4f}, 'learning_rate': {float(sched(step)):.3e}, 'step': {step}}} {time.time()-t0:.1f}s")


if __name__ == "__main__":
    main()
