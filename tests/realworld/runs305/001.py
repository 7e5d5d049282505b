# Text classifier migrated from a PyTorch script: pad each batch to the longest sequence in it.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, MAXLEN, NCLS = 500, 64, 4

def make_corpus(n, rng):
    lengths = rng.integers(8, MAXLEN + 1, size=n)
    toks = np.zeros((n, MAXLEN), np.int32)
    for i, L in enumerate(lengths):
        toks[i, :L] = rng.integers(1, VOCAB, size=L)
    labels = (toks[:, 0] % NCLS).astype(np.int32)
    return toks, lengths.astype(np.int32), labels

class Loader:
    def __init__(self, toks, lengths, labels, bs, seed=0):
        self.t, self.l, self.y, self.bs = toks, lengths, labels, bs
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        idx = self.rng.permutation(len(self.y))
        for s in range(0, len(idx) - self.bs + 1, self.bs):
            b = idx[s:s + self.bs]
            yield {"input_ids": self.t[b], "lengths": self.l[b], "labels": self.y[b]}

class BagOfEmbeddings(nn.Module):
    @nn.compact
    def __call__(self, ids, mask):
        e = nn.Embed(VOCAB, 64)(ids)
        e = (e * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1)
        h = nn.relu(nn.Dense(128)(e))
        return nn.Dense(NCLS)(h)

model = BagOfEmbeddings()
rng = np.random.default_rng(0)
toks, lens, labels = make_corpus(4096, rng)
loader = Loader(toks, lens, labels, bs=32)
params = model.init(jax.random.PRNGKey(0), jnp.zeros((2, MAXLEN), jnp.int32), jnp.ones((2, MAXLEN)))
tx = optax.adamw(1e-3)
opt_state = tx.init(params)
print("params:", sum(x.size for x in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(params, opt_state, batch):
    # trim padding to the longest sequence in the batch (like pad_sequence in the torch collate)
    maxlen = batch["lengths"].max()
    ids = batch["input_ids"][:, :maxlen]
    mask = (jnp.arange(ids.shape[1])[None, :] < batch["lengths"][:, None]).astype(jnp.float32)
    def loss_fn(p):
        logits = model.apply(p, ids, mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(3):
    for step, batch in enumerate(loader):
        params, opt_state, loss = train_step(params, opt_state, batch)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
