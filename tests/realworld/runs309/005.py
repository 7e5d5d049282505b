# Token-classification (NER-style) tagger migrated from a HF Trainer; padding labels are -100 as in HF datasets.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, NTAGS, MAXLEN, BS = 500, 5, 32, 16

class Tagger(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, 64)(ids)
        h = nn.SelfAttention(num_heads=4, qkv_features=64)(h)
        h = nn.LayerNorm()(h)
        return nn.Dense(NTAGS)(nn.gelu(nn.Dense(128)(h)))

def collate(examples):
    ids = np.zeros((len(examples), MAXLEN), np.int32)
    labels = np.full((len(examples), MAXLEN), -100, np.int32)
    for i, (t, l) in enumerate(examples):
        ids[i, :len(t)] = t
        labels[i, :len(l)] = l
    return ids, labels

rng = np.random.default_rng(0)
dataset = []
for _ in range(512):
    n = rng.integers(8, MAXLEN + 1)
    toks = rng.integers(1, VOCAB, n)
    dataset.append((toks, toks % NTAGS))

model = Tagger()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, MAXLEN), jnp.int32))["params"]
tx = optax.adamw(2e-3, weight_decay=0.01)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, ids, labels):
    def loss_fn(p):
        logits = model.apply({"params": p}, ids)
        active = labels != -100
        return optax.softmax_cross_entropy_with_integer_labels(logits[active], labels[active]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(2):
    order = rng.permutation(len(dataset))
    for step, i in enumerate(range(0, len(order), BS)):
        ids, labels = collate([dataset[j] for j in order[i:i+BS]])
        params, opt_state, loss = train_step(params, opt_state, ids, labels)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
