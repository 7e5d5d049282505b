# Sentiment-style sequence classification with a tiny Transformer encoder in Flax NNX
# (port of a Hugging Face Trainer fine-tuning script), AdamW + warmup/cosine schedule.
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

VOCAB, SEQ, D, HEADS, NCLS = 400, 32, 64, 4, 2
PAD = 0


def make_reviews(n, seed):
    """Tokens 10..199 neutral, 200..299 'positive', 300..399 'negative'; label = majority polarity."""
    rng = np.random.default_rng(seed)
    ids = np.full((n, SEQ), PAD, np.int32)
    labels = rng.integers(0, NCLS, size=n).astype(np.int32)
    for i in range(n):
        L = rng.integers(12, SEQ + 1)
        toks = rng.integers(10, 200, size=L)
        k = rng.integers(2, 6)
        pos = rng.choice(L, k, replace=False)
        toks[pos] = rng.integers(200, 300, size=k) if labels[i] == 1 else rng.integers(300, 400, size=k)
        ids[i, :L] = toks
    return ids, labels


def batches(ids, labels, bs, seed=None):
    idx = np.arange(len(labels)) if seed is None else np.random.default_rng(seed).permutation(len(labels))
    for i in range(0, len(idx) - bs + 1, bs):
        b = idx[i:i + bs]
        yield {"input_ids": ids[b], "attention_mask": (ids[b] != PAD).astype(np.int32), "labels": labels[b]}


class Encoder(nnx.Module):
    def __init__(self, rngs):
        self.tok = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Embed(SEQ, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=HEADS, in_features=D, decode=False, rngs=rngs)
        self.ln1 = nnx.LayerNorm(D, rngs=rngs)
        self.ff = nnx.Sequential(nnx.Linear(D, 2 * D, rngs=rngs), nnx.gelu, nnx.Linear(2 * D, D, rngs=rngs))
        self.ln2 = nnx.LayerNorm(D, rngs=rngs)
        self.dropout = nnx.Dropout(0.1, rngs=rngs)
        self.cls = nnx.Linear(D, NCLS, rngs=rngs)

    def __call__(self, ids, mask):
        x = self.tok(ids) + self.pos(jnp.arange(ids.shape[1]))[None]
        x = self.ln1(x + self.dropout(self.attn(x, mask=nnx.make_attention_mask(mask, mask))))
        x = self.ln2(x + self.dropout(self.ff(x)))
        m = mask[..., None].astype(x.dtype)
        pooled = (x * m).sum(1) / jnp.maximum(m.sum(1), 1.0)
        return self.cls(pooled)


def loss_fn(model, batch):
    logits = model(batch["input_ids"], batch["attention_mask"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
    return loss, logits


@nnx.jit
def train_step(model, optimizer, batch):
    (loss, _), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, batch)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, batch):
    _, logits = loss_fn(model, batch)
    return (logits.argmax(-1) == batch["labels"]).sum()


def main():
    tr_ids, tr_y = make_reviews(3072, 0)
    ev_ids, ev_y = make_reviews(512, 1)
    epochs, bs = 4, 32
    total = epochs * (len(tr_y) // bs)
    sched = optax.warmup_cosine_decay_schedule(0.0, 1e-3, warmup_steps=total // 10, decay_steps=total)
    model = Encoder(nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adamw(sched, weight_decay=0.01), wrt=nnx.Param)
    print(f"***** Running training *****  Num examples = {len(tr_y)}  Num Epochs = {epochs}  "
          f"Total optimization steps = {total}")
    step = 0
    for epoch in range(epochs):
        model.train()
        for batch in batches(tr_ids, tr_y, bs, seed=epoch):
            loss = train_step(model, optimizer, batch)
            step += 1
            if step % 48 == 0:
                print(f"{{'loss': {float(loss):.4f}, 'learning_rate': {float(sched(step)):.6f}, 'epoch': {step * bs / len(tr_y):.2f}}}")
        model.eval()
        correct = sum(int(eval_step(model, b)) for b in batches(ev_ids, ev_y, 64))
        print(f"{{'eval_accuracy': {correct / len(ev_y):.4f}, 'epoch': {epoch + 1}}}")


if __name__ == "__main__":
    main()
