# Tiny GRU-free text classifier: token ids come from a preprocessed .npy cache
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

VOCAB, SEQ, NCLS = 1000, 32, 4

def build_cache(path="tokens_003.npy", n=512):
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(n, SEQ))
    labels = ids[:, 0] % NCLS
    # stored together with labels as one float matrix (like a pandas .values export)
    arr = np.concatenate([ids, labels[:, None]], axis=1).astype(np.float32)
    np.save(path, arr)
    return path

class DataLoader:
    def __init__(self, path, batch_size=32):
        self.data = np.load(path)
        self.bs = batch_size
    def __iter__(self):
        for i in range(0, len(self.data), self.bs):
            b = self.data[i:i+self.bs]
            yield {"input_ids": b[:, :-1], "labels": b[:, -1].astype(np.int32)}

class TextClassifier(nn.Module):
    @nn.compact
    def __call__(self, input_ids):
        h = nn.Embed(VOCAB, 64)(input_ids)
        h = nn.relu(nn.Dense(64)(h.mean(axis=1)))
        return nn.Dense(NCLS)(h)

loader = DataLoader(build_cache())
model = TextClassifier()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))
tx = optax.adam(3e-3)
opt_state = tx.init(params)
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply(p, batch["input_ids"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(3):
    for step, batch in enumerate(loader):
        params, opt_state, loss = train_step(params, opt_state, batch)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
