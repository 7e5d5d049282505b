# Port of a HF token-classification loop: loss averaged over non-padding tokens, as in torch `loss[mask].mean()`.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, D, NTAG, T, B, PAD = 200, 64, 9, 24, 32, 0

class Tagger(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, D)(ids)
        h = nn.SelfAttention(num_heads=4, qkv_features=D)(h)
        h = nn.relu(nn.Dense(D)(h))
        return nn.Dense(NTAG)(h)

def loader(rng, n_batches):
    for _ in range(n_batches):
        lens = rng.integers(8, T + 1, size=B)
        ids = rng.integers(1, VOCAB, size=(B, T))
        ids[np.arange(T)[None, :] >= lens[:, None]] = PAD
        tags = ids % NTAG
        yield ids, tags

model = Tagger()
state = train_state.TrainState.create(
    apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), jnp.ones((1, T), jnp.int32))["params"],
    tx=optax.adam(1e-3))

@jax.jit
def train_step(state, ids, tags):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, tags)
        mask = ids != PAD
        return loss[mask].mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

rng = np.random.default_rng(0)
for step, (ids, tags) in enumerate(loader(rng, 200)):
    state, loss = train_step(state, ids, tags)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
