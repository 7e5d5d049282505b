# Token classifier (NER-style) with padded batches; loss over non-pad tokens like PyTorch logits[mask]
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

VOCAB, NTAGS, MAXLEN, PAD = 1000, 9, 48, 0

class Tagger(nn.Module):
    @nn.compact
    def __call__(self, tok):
        h = nn.Embed(VOCAB, 64)(tok)
        h = nn.Conv(128, (3,))(h)
        h = nn.relu(h)
        return nn.Dense(NTAGS)(h)

def collate(seqs, tags):
    toks = np.full((len(seqs), MAXLEN), PAD, np.int32)
    lab = np.zeros((len(seqs), MAXLEN), np.int32)
    mask = np.zeros((len(seqs), MAXLEN), bool)
    for i, (s, t) in enumerate(zip(seqs, tags)):
        toks[i, :len(s)] = s; lab[i, :len(t)] = t; mask[i, :len(s)] = True
    return toks, lab, mask

def loader(n=1024, bs=32, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n // bs):
        lens = rng.integers(8, MAXLEN, size=bs)
        seqs = [rng.integers(1, VOCAB, size=l) for l in lens]
        tags = [s % NTAGS for s in seqs]
        yield collate(seqs, tags)

model = Tagger()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, MAXLEN), jnp.int32))
tx = optax.adamw(1e-3, weight_decay=0.01)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, tok, lab, mask):
    def loss_fn(p):
        logits = model.apply(p, tok)
        active_logits = logits[mask]
        active_labels = lab[mask]
        return optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(2):
    for step, (tok, lab, mask) in enumerate(loader(seed=epoch)):
        params, opt_state, loss = train_step(params, opt_state, tok, lab, mask)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
