"""Intent classifier (flax.linen) on a word-level tokenizer; [PAD]/[UNK]/[CLS] special tokens are added
to the tokenizer after the vocab is built, HF-style (tokenizer.add_special_tokens)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(0)
INTENTS = ["play_music", "set_alarm", "weather", "book_taxi"]
KEYWORDS = {0: ["play", "song", "music"], 1: ["alarm", "wake", "remind"], 2: ["rain", "sunny", "forecast"], 3: ["taxi", "ride", "uber"]}
FILLER = [f"w{i}" for i in range(400)]

def sentence(label):
    words = list(rng.choice(FILLER, rng.integers(4, 10))) + list(rng.choice(KEYWORDS[label], 2))
    rng.shuffle(words)
    return " ".join(words)

labels = rng.integers(0, 4, 3000)
texts = [sentence(int(l)) for l in labels]

class WordTokenizer:
    def __init__(self, corpus):
        words = sorted({w for t in corpus for w in t.split()})
        self.vocab = {w: i for i, w in enumerate(words)}
    def add_special_tokens(self, toks):
        for t in toks:
            self.vocab[t] = len(self.vocab)
    def __len__(self): return len(self.vocab)
    def __call__(self, texts, max_len=16):
        out = np.full((len(texts), max_len), self.vocab["[PAD]"], np.int32)
        for i, t in enumerate(texts):
            ids = [self.vocab["[CLS]"]] + [self.vocab.get(w, self.vocab["[UNK]"]) for w in t.split()]
            out[i, :len(ids[:max_len])] = ids[:max_len]
        return out

tok = WordTokenizer(texts)
config = {"vocab_size": len(tok), "hidden": 64, "num_labels": 4, "lr": 1e-3, "epochs": 4, "batch_size": 64}
tok.add_special_tokens(["[PAD]", "[UNK]", "[CLS]"])
print(f"model config: {config}")
print(f"tokenizer size after adding special tokens: {len(tok)}")
ids = tok(texts)
print("example:", texts[0], "->", ids[0].tolist())

class IntentModel(nn.Module):
    cfg: dict
    @nn.compact
    def __call__(self, x):
        h = nn.Embed(self.cfg["vocab_size"], self.cfg["hidden"])(x)
        mask = (x != tok.vocab["[PAD]"])[..., None]
        h = (h * mask).sum(1) / mask.sum(1)
        h = nn.relu(nn.Dense(self.cfg["hidden"])(h))
        return nn.Dense(self.cfg["num_labels"])(h)

model = IntentModel(config)
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.key(0), ids[:2])["params"],
                                      tx=optax.adam(config["lr"]))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

tr_x, tr_y, va_x, va_y = ids[:2500], labels[:2500], ids[2500:], labels[2500:]
bs = config["batch_size"]
for epoch in range(config["epochs"]):
    perm = rng.permutation(len(tr_x))
    for s in range(len(tr_x) // bs):
        b = perm[s * bs:(s + 1) * bs]
        state, loss, acc = train_step(state, tr_x[b], tr_y[b])
        if s % 13 == 0:
            print(f"epoch {epoch} step {s:3d}/{len(tr_x)//bs} | loss {float(loss):.4f} | acc {float(acc):.3f}")
    va_logits = model.apply({"params": state.params}, va_x)
    print(f"epoch {epoch} | val_acc {float((va_logits.argmax(-1) == va_y).mean()):.4f}")
