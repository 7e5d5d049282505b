# Masked-language-model pretraining, ported from a Hugging Face BERT script to Flax NNX.
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

VOCAB, SEQ, D, HEADS = 512, 64, 64, 4
PAD, MASK, CLS = 0, 1, 2
IGNORE_INDEX = -100


def synthetic_corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(SEQ // 2, SEQ, size=n)
    ids = np.full((n, SEQ), PAD, np.int32)
    for i, L in enumerate(lengths):
        start = rng.integers(3, VOCAB - SEQ)
        ids[i, 0] = CLS
        ids[i, 1:L] = start + np.arange(L - 1)  # simple learnable pattern
    return ids


class DataCollatorForLanguageModeling:
    def __init__(self, mlm_probability=0.15, seed=0):
        self.p = mlm_probability
        self.rng = np.random.default_rng(seed)

    def __call__(self, ids):
        ids = ids.copy()
        labels = ids.copy()
        prob = self.rng.random(ids.shape)
        masked = (prob < self.p) & (ids != PAD) & (ids != CLS)
        labels[~masked] = IGNORE_INDEX
        ids[masked] = MASK
        return {"input_ids": ids, "attention_mask": (ids != PAD).astype(np.int32), "labels": labels}


def dataloader(corpus, bs, collator, seed):
    idx = np.random.default_rng(seed).permutation(len(corpus))
    for i in range(0, len(idx) - bs + 1, bs):
        yield collator(corpus[idx[i:i + bs]])


class EncoderLayer(nnx.Module):
    def __init__(self, rngs):
        self.attn = nnx.MultiHeadAttention(num_heads=HEADS, in_features=D, decode=False, rngs=rngs)
        self.ln1 = nnx.LayerNorm(D, rngs=rngs)
        self.ff1 = nnx.Linear(D, 4 * D, rngs=rngs)
        self.ff2 = nnx.Linear(4 * D, D, rngs=rngs)
        self.ln2 = nnx.LayerNorm(D, rngs=rngs)

    def __call__(self, x, mask):
        x = self.ln1(x + self.attn(x, mask=mask))
        return self.ln2(x + self.ff2(nnx.gelu(self.ff1(x))))


class TinyBertForMaskedLM(nnx.Module):
    def __init__(self, rngs):
        self.tok = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Embed(SEQ, D, rngs=rngs)
        self.layers = nnx.List([EncoderLayer(rngs) for _ in range(2)])
        self.head = nnx.Linear(D, VOCAB, rngs=rngs)

    def __call__(self, input_ids, attention_mask):
        x = self.tok(input_ids) + self.pos(jnp.arange(input_ids.shape[1]))[None]
        mask = nnx.make_attention_mask(attention_mask, attention_mask)
        for layer in self.layers:
            x = layer(x, mask)
        return self.head(x)


def mlm_loss(model, batch):
    logits = model(batch["input_ids"], batch["attention_mask"])
    labels = batch["labels"]
    # same as torch CrossEntropyLoss(ignore_index=-100)
    active = labels != IGNORE_INDEX
    active_logits = logits[active]
    active_labels = labels[active]
    return optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()


@nnx.jit
def train_step(model, optimizer, batch):
    loss, grads = nnx.value_and_grad(mlm_loss)(model, batch)
    optimizer.update(model, grads)
    return loss


def main():
    corpus = synthetic_corpus(1024)
    collator = DataCollatorForLanguageModeling(0.15)
    model = TinyBertForMaskedLM(nnx.Rngs(0))
    schedule = optax.linear_schedule(5e-4, 0.0, 200)
    optimizer = nnx.Optimizer(model, optax.adamw(schedule, weight_decay=0.01), wrt=nnx.Param)
    print(f"***** Running training *****\n  Num examples = {len(corpus)}\n  Batch size = 32\n  Total steps = 200")
    step = 0
    for epoch in range(7):
        for batch in dataloader(corpus, 32, collator, seed=epoch):
            batch = {k: jnp.asarray(v) for k, v in batch.items()}
            loss = train_step(model, optimizer, batch)
            step += 1
            if step % 20 == 0:
                print(f"{{'loss': {float(loss):.4f}, 'learning_rate': {float(schedule(step)):.2e}, 'epoch': {epoch}}}")
            if step >= 200:
                return


if __name__ == "__main__":
    main()
