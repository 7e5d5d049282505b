# Sentence classifier with masked mean pooling (port of a HF "mean_pooling" helper).
# Batches are padded to a fixed batch size so that jit compiles only once; padded rows get weight 0 in the loss.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, MAXLEN, BS, NCLS = 300, 20, 48, 3

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids, attn_mask):
        h = nn.Embed(VOCAB, 64)(ids)
        h = nn.gelu(nn.Dense(64)(h))
        m = attn_mask[..., None].astype(h.dtype)
        pooled = (h * m).sum(1) / m.sum(1)
        return nn.Dense(NCLS)(pooled)

r = np.random.default_rng(0)
N = 1000
lengths = r.integers(4, MAXLEN + 1, N)
all_ids = np.zeros((N, MAXLEN), np.int32)
all_mask = np.zeros((N, MAXLEN), np.int32)
for i, L in enumerate(lengths):
    all_ids[i, :L] = r.integers(1, VOCAB, L)
    all_mask[i, :L] = 1
all_labels = (all_ids[:, 0] % NCLS).astype(np.int32)

def loader(epoch):
    order = np.random.default_rng(epoch).permutation(N)
    for i in range(0, N, BS):
        j = order[i:i+BS]
        n = len(j)
        ids = np.zeros((BS, MAXLEN), np.int32); mask = np.zeros((BS, MAXLEN), np.int32)
        lab = np.zeros((BS,), np.int32); w = np.zeros((BS,), np.float32)
        ids[:n], mask[:n], lab[:n], w[:n] = all_ids[j], all_mask[j], all_labels[j], 1.0
        yield ids, mask, lab, w

model = Encoder()
params = model.init(jax.random.PRNGKey(0), all_ids[:2], all_mask[:2])["params"]
tx = optax.adamw(3e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, ids, mask, lab, w):
    def loss_fn(p):
        logits = model.apply({"params": p}, ids, mask)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, lab)
        ce = jnp.where(w > 0, ce, 0.0)
        return ce.sum() / w.sum()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(4):
    for step, (ids, mask, lab, w) in enumerate(loader(epoch)):
        params, opt_state, loss = train_step(params, opt_state, ids, mask, lab, w)
        if step % 5 == 0 or step == N // BS:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
