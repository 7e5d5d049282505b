"""Tiny word-level causal LM on a toy corpus: own tokenizer + Flax linen decoder + optax, HF-Trainer-style logging."""
import collections, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rng = np.random.default_rng(0)
SUBJ = ["the cat", "a dog", "my friend", "the teacher", "our neighbour", "the old man", "a child"]
VERB = ["sees", "likes", "finds", "helps", "follows", "calls"]
OBJ = ["the ball", "a bird", "the river", "her sister", "the small house", "a red car"]
corpus = [f"{rng.choice(SUBJ)} {rng.choice(VERB)} {rng.choice(OBJ)} today" for _ in range(3000)]

class WordTokenizer:
    def __init__(self, texts, min_freq=1):
        counts = collections.Counter(w for t in texts for w in t.split())
        self.words = [w for w, c in counts.most_common() if c >= min_freq]
        self.vocab = {w: i for i, w in enumerate(self.words)}
        # special tokens appended after the corpus words
        for tok in ["<pad>", "<unk>", "<bos>", "<eos>"]:
            self.vocab[tok] = len(self.vocab)
        self.pad_id, self.unk_id, self.bos_id, self.eos_id = (self.vocab[t] for t in ["<pad>", "<unk>", "<bos>", "<eos>"])
    def encode(self, text, max_len):
        ids = [self.bos_id] + [self.vocab.get(w, self.unk_id) for w in text.split()] + [self.eos_id]
        ids = ids[:max_len]
        return ids + [self.pad_id] * (max_len - len(ids))

tok = WordTokenizer(corpus)
MAXLEN = 12
data = np.array([tok.encode(t, MAXLEN) for t in corpus], np.int32)
config = {"vocab_size": len(tok.words), "d_model": 64, "n_heads": 4, "n_layers": 2, "lr": 1e-3,
          "batch_size": 32, "max_steps": 60, "logging_steps": 10}
print(f"tokenizer: {len(tok.words)} words, pad={tok.pad_id} bos={tok.bos_id} eos={tok.eos_id}")
print(f"example: {corpus[0]!r} -> {data[0].tolist()}")
print("config:", config)

class Decoder(nn.Module):
    vocab_size: int; d_model: int; n_heads: int; n_layers: int
    @nn.compact
    def __call__(self, ids):
        emb = nn.Embed(self.vocab_size, self.d_model, name="wte")
        x = emb(ids) + self.param("wpe", nn.initializers.normal(0.02), (MAXLEN, self.d_model))[: ids.shape[1]]
        mask = nn.make_causal_mask(ids)
        for _ in range(self.n_layers):
            x = x + nn.SelfAttention(num_heads=self.n_heads)(nn.LayerNorm()(x), mask=mask)
            h = nn.LayerNorm()(x)
            x = x + nn.Dense(self.d_model)(nn.gelu(nn.Dense(4 * self.d_model)(h)))
        return emb.attend(nn.LayerNorm()(x))   # tied output projection

model = Decoder(config["vocab_size"], config["d_model"], config["n_heads"], config["n_layers"])
params = model.init(jax.random.key(0), data[:2, :-1])["params"]
print(f"model parameters: {sum(p.size for p in jax.tree.leaves(params)):,}")
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(config["lr"], weight_decay=0.01))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, batch):
    inp, tgt = batch[:, :-1], batch[:, 1:]
    w = (tgt != tok.pad_id).astype(jnp.float32)
    def loss_fn(p):
        logits = model.apply({"params": p}, inp)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, tgt)
        return (ce * w).sum() / w.sum()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, optax.global_norm(g)

t0 = time.time()
for step in range(1, config["max_steps"] + 1):
    idx = rng.integers(0, len(data), config["batch_size"])
    params, opt_state, loss, gn = train_step(params, opt_state, data[idx])
    if step % config["logging_steps"] == 0:
        print({"loss": round(float(loss), 4), "grad_norm": round(float(gn), 4), "learning_rate": config["lr"],
               "epoch": round(step * config["batch_size"] / len(data), 2), "step": step})
print({"train_runtime": round(time.time() - t0, 2), "train_steps_per_second": round(config["max_steps"] / (time.time() - t0), 2)})
