"""Causal LM pre-training on a small JSONL corpus: a tf.data-style filter/batch pipeline rewritten as Python generators.

The tf.data original:
    ds = ds.filter(lambda ex: tf.size(ex['input_ids']) <= cfg.max_seq_len).repeat().batch(cfg.batch_size)
"""
import itertools, logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s | %(message)s", level=logging.INFO)
log = logging.getLogger("lm_pretrain")

CFG = dict(vocab_size=8192, max_seq_len=128, batch_size=16, d_model=128, n_layers=2, lr=3e-4, steps=300,
           tokenizer="bytes+merges-v2")

def load_corpus(rng, n_docs=400):
    # documents of a few hundred words; the v2 tokenizer emits ~1.6 tokens per word
    docs = []
    for _ in range(n_docs):
        n_words = int(rng.integers(90, 400))
        docs.append(rng.integers(1, CFG["vocab_size"], size=int(n_words * 1.6)).astype(np.int32))
    return docs

def examples(docs):
    for d in itertools.cycle(docs):          # .repeat()
        yield {"input_ids": d}

def batches(stream, max_len, bs):
    while True:
        batch = []
        while len(batch) < bs:
            ex = next(stream)
            if len(ex["input_ids"]) <= max_len:   # .filter(...)
                batch.append(np.pad(ex["input_ids"], (0, max_len - len(ex["input_ids"]))))
        yield np.stack(batch)

class LM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(CFG["vocab_size"], CFG["d_model"])(ids)
        mask = nn.make_causal_mask(ids)
        for _ in range(CFG["n_layers"]):
            x = x + nn.SelfAttention(num_heads=4)(nn.LayerNorm()(x), mask=mask)
            x = x + nn.Dense(CFG["d_model"])(nn.gelu(nn.Dense(4 * CFG["d_model"])(nn.LayerNorm()(x))))
        return nn.Dense(CFG["vocab_size"])(nn.LayerNorm()(x))

def main():
    log.info("config: %s", CFG)
    rng = np.random.default_rng(0)
    docs = load_corpus(rng)
    lens = np.array([len(d) for d in docs])
    log.info("corpus: %d docs, tokens/doc mean=%.0f min=%d max=%d", len(docs), lens.mean(), lens.min(), lens.max())
    model = LM()
    params = model.init(jax.random.key(0), jnp.zeros((1, CFG["max_seq_len"]), jnp.int32))["params"]
    log.info("model params: %.2fM", sum(p.size for p in jax.tree_util.tree_leaves(params)) / 1e6)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(CFG["lr"]))

    @jax.jit
    def step(state, ids):
        def lf(p):
            logits = state.apply_fn({"params": p}, ids[:, :-1])
            w = (ids[:, 1:] > 0).astype(jnp.float32)
            ce = optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:])
            return (ce * w).sum() / w.sum()
        l, g = jax.value_and_grad(lf)(state.params)
        return state.apply_gradients(grads=g), l

    it = batches(examples(docs), CFG["max_seq_len"], CFG["batch_size"])
    log.info("starting training for %d steps", CFG["steps"])
    t0 = time.time()
    for s in range(1, CFG["steps"] + 1):
        ids = next(it)
        state, loss = step(state, jnp.asarray(ids))
        if s % 25 == 0:
            log.info("step %d/%d loss %.4f %.1f ms/step", s, CFG["steps"], float(loss), 1000 * (time.time() - t0) / s)

if __name__ == "__main__":
    main()
