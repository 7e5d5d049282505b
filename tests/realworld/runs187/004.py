"""Next-word LM on a toy corpus: word-level tokenizer + small Flax GRU-free MLP LM.
Tokenizer follows the torchtext recipe: specials first, then words with freq >= min_freq."""
import collections
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(0)
WORDS = [f"w{i}" for i in range(8000)]
probs = 1.0 / np.arange(1, 8001)
probs /= probs.sum()
corpus = [" ".join(rng.choice(WORDS, size=33, p=probs)) for _ in range(3000)]


class WordTokenizer:
    def __init__(self, texts, min_freq=3):
        cnt = collections.Counter(w for t in texts for w in t.split())
        self.itos = ["<pad>"] + sorted(w for w, c in cnt.items() if c >= min_freq)
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.pad_id = 0
        self.unk_id = len(self.itos)   # <unk> goes after the last word

    def __len__(self):
        return len(self.itos)

    def encode(self, text):
        return [self.stoi.get(w, self.unk_id) for w in text.split()]


class ContextLM(nn.Module):
    vocab_size: int
    dim: int = 64
    ctx: int = 8

    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(self.vocab_size, self.dim)(ids)          # (B, T, D)
        # causal moving average over a window of ctx tokens
        c = jnp.cumsum(e, axis=1)
        c = jnp.concatenate([c[:, : self.ctx], c[:, self.ctx:] - c[:, : -self.ctx]], axis=1)
        h = nn.gelu(nn.Dense(128)(jnp.concatenate([e, c / self.ctx], -1)))
        return nn.Dense(self.vocab_size)(h)


def main():
    tok = WordTokenizer(corpus)
    print(f"vocab_size={len(tok)} (pad_id={tok.pad_id}, unk_id={tok.unk_id})")
    data = np.array([tok.encode(t) for t in corpus], dtype=np.int32)
    train, val = data[:2700], data[2700:]
    model = ContextLM(vocab_size=len(tok))
    params = model.init(jax.random.key(0), jnp.zeros((1, 32), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adamw(2e-3, weight_decay=0.01))

    def loss_fn(p, batch):
        x, y = batch[:, :-1], batch[:, 1:]
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    @jax.jit
    def train_step(state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(state.params, batch)
        gnorm = optax.global_norm(grads)
        return state.apply_gradients(grads=grads), loss, gnorm

    eval_step = jax.jit(loss_fn)
    bs = 64
    for epoch in range(2):
        for i in range(0, len(train) - bs + 1, bs):
            state, loss, gnorm = train_step(state, train[i:i + bs])
            step = int(state.step)
            if step % 10 == 0:
                print({"loss": round(float(loss), 4), "grad_norm": round(float(gnorm), 4),
                       "learning_rate": 2e-3, "epoch": round(epoch + i / len(train), 2), "step": step})
        vl = float(np.mean([eval_step(state.params, val[j:j + bs]) for j in range(0, len(val), bs)]))
        print({"eval_loss": round(vl, 4), "eval_perplexity": float(np.exp(vl)), "epoch": epoch + 1})


if __name__ == "__main__":
    main()
