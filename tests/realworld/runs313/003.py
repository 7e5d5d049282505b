"""Token classification (NER-style) with padding: loss only over real tokens, ported from a PyTorch loop."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, TAGS, MAXLEN, BS = 500, 9, 32, 32
PAD = -100


class Tagger(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, 64)(ids)
        h = nn.SelfAttention(num_heads=4, qkv_features=64)(h)
        h = nn.relu(nn.Dense(64)(h))
        return nn.Dense(TAGS)(h)


def loader(rng, n=2048):
    lens = rng.integers(8, MAXLEN, size=n)
    ids = np.zeros((n, MAXLEN), np.int32); tags = np.full((n, MAXLEN), PAD, np.int32)
    for i, L in enumerate(lens):
        ids[i, :L] = rng.integers(1, VOCAB, size=L)
        tags[i, :L] = ids[i, :L] % TAGS
    for s in range(0, n, BS):
        yield ids[s:s + BS], tags[s:s + BS]


model = Tagger()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, MAXLEN), jnp.int32))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, ids, tags):
    def loss_fn(p):
        logits = model.apply({"params": p}, ids)
        active = tags != PAD
        return optax.softmax_cross_entropy_with_integer_labels(logits[active], tags[active]).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    for i, (ids, tags) in enumerate(loader(np.random.default_rng(epoch))):
        params, opt_state, loss = train_step(params, opt_state, ids, tags)
        if i % 10 == 0:
            print(f"epoch {epoch} step {i} loss {float(loss):.4f}")
