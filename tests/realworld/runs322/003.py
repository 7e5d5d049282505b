"""Masked token classification (NER-style) ported from a HF token-classification script."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

VOCAB, NUM_TAGS, MAXLEN, BATCH = 500, 9, 24, 32
PAD = 0


def make_dataset(n, rng):
    lens = rng.integers(5, MAXLEN, n)
    toks = np.zeros((n, MAXLEN), np.int32)
    tags = np.full((n, MAXLEN), -100, np.int32)  # HF convention: -100 = ignore
    for i, l in enumerate(lens):
        toks[i, :l] = rng.integers(1, VOCAB, l)
        tags[i, :l] = toks[i, :l] % NUM_TAGS
    return toks, tags


class Tagger(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Embed(VOCAB, 64)(x)
        h = nn.relu(nn.Dense(128)(h))
        return nn.Dense(NUM_TAGS)(h)


def data_loader(toks, tags, bs, rng):
    perm = rng.permutation(len(toks))
    for i in range(0, len(perm) - bs + 1, bs):
        b = perm[i:i + bs]
        yield {"input_ids": toks[b], "labels": tags[b]}


rng = np.random.default_rng(0)
toks, tags = make_dataset(4000, rng)
model = Tagger()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, MAXLEN), jnp.int32))
tx = optax.adamw(1e-3, weight_decay=0.01)
opt_state = tx.init(params)


def loss_fn(params, batch):
    logits = model.apply(params, batch["input_ids"])
    labels = batch["labels"]
    active = labels != -100
    # same as torch: logits[active], labels[active]
    return optax.softmax_cross_entropy_with_integer_labels(logits[active], labels[active]).mean()


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


print(f"train examples: {len(toks)}  batch size: {BATCH}")
for epoch in range(3):
    for step, batch in enumerate(data_loader(toks, tags, BATCH, rng)):
        params, opt_state, loss = train_step(params, opt_state, batch)
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
