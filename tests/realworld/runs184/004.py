"""Bag-of-embeddings text classifier; token ids are read from a pre-tokenised CSV export of the torch dataset."""
import io, jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

VOCAB, DIM, MAXLEN = 5000, 64, 32

# simulate the CSV the torch DataLoader wrote out: "label,tok_0,...,tok_31"
rng = np.random.default_rng(0)
labels = rng.integers(0, 2, size=1000)
toks = rng.integers(1, VOCAB, size=(1000, MAXLEN))
toks[labels == 1, :4] = 7   # a "positive" marker token
buf = io.StringIO()
np.savetxt(buf, np.concatenate([labels[:, None], toks], 1), fmt="%d", delimiter=",")
buf.seek(0)
data = np.loadtxt(buf, delimiter=",")           # same as the torch script (which did torch.tensor(..).long())
y, ids = data[:, 0].astype(np.int32), data[:, 1:]
print("loaded", ids.shape, "ids dtype", ids.dtype, "labels", np.bincount(y))

class EmbeddingBag(nn.Module):
    """torch.nn.EmbeddingBag(mode='mean') equivalent."""
    num_embeddings: int
    features: int
    @nn.compact
    def __call__(self, ids):
        table = self.param("weight", nn.initializers.normal(0.02), (self.num_embeddings, self.features))
        return table[ids].mean(axis=1)

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = EmbeddingBag(VOCAB, DIM)(ids)
        return nn.Dense(2)(nn.relu(nn.Dense(64)(h)))

model = Classifier()
params = model.init(jax.random.key(0), jnp.ones((1, MAXLEN), jnp.int32))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    up, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, up), opt_state, loss

for epoch in range(3):
    for i in range(0, 1000, 50):
        params, opt_state, loss = train_step(params, opt_state, ids[i:i + 50], y[i:i + 50])
    print(f"epoch {epoch} loss {float(loss):.4f}")
