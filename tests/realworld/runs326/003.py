# Token classification: loss averaged over non-padding tokens only.
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

VOCAB, T, PAD = 500, 32, 0

class Tagger(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, 64)(ids)
        h = nn.relu(nn.Dense(64)(h))
        return nn.Dense(5)(h)

rng = np.random.default_rng(0)
def batches(bs=16):
    while True:
        lens = rng.integers(8, T, size=bs)
        ids = rng.integers(1, VOCAB, size=(bs, T))
        for b, l in enumerate(lens):
            ids[b, l:] = PAD
        tags = ids % 5
        yield ids.astype(np.int32), tags.astype(np.int32)

model = Tagger()
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), jnp.ones((1, T), jnp.int32))["params"], tx=optax.adam(3e-3))

@jax.jit
def train_step(state, ids, tags):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids)
        mask = ids != PAD
        loss = optax.softmax_cross_entropy_with_integer_labels(logits[mask], tags[mask])
        return loss.mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

it = batches()
for step in range(200):
    ids, tags = next(it)
    print(f"step {step} batch ids {ids.shape}")
    state, loss = train_step(state, ids, tags)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
