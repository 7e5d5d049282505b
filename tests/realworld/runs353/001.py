# Token tagger ported from a PyTorch script (CrossEntropyLoss(ignore_index=-100)) to Flax/Optax.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, NTAGS, SEQ, BATCH, STEPS = 64, 5, 16, 8, 60
rng = np.random.default_rng(0)

def make_batch():
    lengths = rng.integers(6, SEQ + 1, size=BATCH)
    toks = rng.integers(1, VOCAB, size=(BATCH, SEQ))
    tags = toks % NTAGS
    for i, L in enumerate(lengths):
        toks[i, L:] = 0
        tags[i, L:] = -100          # padding positions ignored by the loss
    return jnp.asarray(toks), jnp.asarray(tags)

class Tagger(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Embed(VOCAB, 32)(x)
        h = nn.relu(nn.Dense(64)(h))
        return nn.Dense(NTAGS)(h)

model = Tagger()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((BATCH, SEQ), jnp.int32))
tx = optax.adam(3e-3)
opt_state = tx.init(params)

def loss_fn(params, toks, tags):
    logits = model.apply(params, toks)
    active = tags != -100
    logits, tags = logits[active], tags[active]
    return optax.softmax_cross_entropy_with_integer_labels(logits, tags).mean()

@jax.jit
def train_step(params, opt_state, toks, tags):
    loss, grads = jax.value_and_grad(loss_fn)(params, toks, tags)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

print(f"devices: {jax.devices()}")
print(f"params: {sum(x.size for x in jax.tree_util.tree_leaves(params))}")
for step in range(1, STEPS + 1):
    toks, tags = make_batch()
    params, opt_state, loss = train_step(params, opt_state, toks, tags)
    if step % 10 == 0:
        print(f"step {step:4d} | loss {float(loss):.4f}")
print("done")
