# Token tagger (NER-style) with a small Transformer encoder in Flax, ported from a PyTorch/HF script.
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, MAXLEN, NTAGS, PAD_ID = 1000, 48, 9, 0
BATCH, STEPS, LR = 32, 300, 1e-3


def generate_corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    seqs, tags = [], []
    for _ in range(n):
        L = int(rng.integers(8, MAXLEN + 1))
        toks = rng.integers(1, VOCAB, size=L)
        seqs.append(toks)
        tags.append(toks % NTAGS)
    return seqs, tags


def collate(seqs, tags):
    ids = np.full((len(seqs), MAXLEN), PAD_ID, np.int32)
    lab = np.full((len(seqs), MAXLEN), -100, np.int32)
    att = np.zeros((len(seqs), MAXLEN), np.int32)
    for i, (s, t) in enumerate(zip(seqs, tags)):
        ids[i, :len(s)] = s
        lab[i, :len(t)] = t
        att[i, :len(s)] = 1
    return {"input_ids": ids, "attention_mask": att, "labels": lab}


def data_loader(seqs, tags, batch_size, seed):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.permutation(len(seqs))
        for b in range(0, len(idx) - batch_size + 1, batch_size):
            j = idx[b:b + batch_size]
            yield collate([seqs[k] for k in j], [tags[k] for k in j])


class EncoderLayer(nn.Module):
    d_model: int
    heads: int

    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=self.heads)(h, h, mask=mask)
        x = x + h
        h = nn.LayerNorm()(x)
        h = nn.Dense(4 * self.d_model)(h)
        h = nn.Dense(self.d_model)(nn.gelu(h))
        return x + h


class Tagger(nn.Module):
    d_model: int = 64
    heads: int = 4
    layers: int = 2

    @nn.compact
    def __call__(self, input_ids, attention_mask):
        x = nn.Embed(VOCAB, self.d_model)(input_ids)
        pos = self.param("pos_emb", nn.initializers.normal(0.02), (MAXLEN, self.d_model))
        x = x + pos[None]
        mask = nn.make_attention_mask(attention_mask, attention_mask)
        for _ in range(self.layers):
            x = EncoderLayer(self.d_model, self.heads)(x, mask)
        return nn.Dense(NTAGS)(nn.LayerNorm()(x))


def compute_loss(params, apply_fn, batch):
    logits = apply_fn({"params": params}, batch["input_ids"], batch["attention_mask"])
    active = batch["labels"] != -100
    active_logits = logits[active]
    active_labels = batch["labels"][active]
    loss = optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()
    return loss, (active_logits.argmax(-1) == active_labels).mean()


@jax.jit
def train_step(state, batch):
    (loss, acc), grads = jax.value_and_grad(compute_loss, has_aux=True)(state.params, state.apply_fn, batch)
    return state.apply_gradients(grads=grads), loss, acc


def main():
    seqs, tags = generate_corpus(4000)
    print(f"train sentences: {len(seqs)}  avg len {np.mean([len(s) for s in seqs]):.1f}")
    loader = data_loader(seqs, tags, BATCH, seed=1)
    model = Tagger()
    first = next(loader)
    params = model.init(jax.random.PRNGKey(0), first["input_ids"], first["attention_mask"])["params"]
    print(f"params: {sum(p.size for p in jax.tree.leaves(params)):,}")
    sched = optax.warmup_cosine_decay_schedule(0.0, LR, 30, STEPS)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched)))
    for step in range(1, STEPS + 1):
        batch = next(loader)
        state, loss, acc = train_step(state, batch)
        if step % 25 == 0:
            print(f"step {step:4d} | loss {float(loss):.4f} | token_acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
