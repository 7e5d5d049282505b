"""Token-classification (NER-style) tagger on padded batches; loss averaged over real tokens only."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(0)
V, TAGS, T, BS = 500, 7, 24, 16

# variable-length sentences, bucketed by length; the tail of the corpus is empty lines (length 0)
lengths = np.concatenate([rng.integers(4, T, size=232), np.zeros(24, dtype=np.int64)])
order = np.argsort(-lengths, kind="stable")
ids = np.zeros((len(lengths), T), np.int32); tags = np.zeros((len(lengths), T), np.int32)
mask = np.zeros((len(lengths), T), np.float32)
for r, i in enumerate(order):
    L = lengths[i]
    ids[r, :L] = rng.integers(1, V, size=L); tags[r, :L] = ids[r, :L] % TAGS; mask[r, :L] = 1.0

class Tagger(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Embed(V, 64)(x)
        h = nn.Bidirectional(nn.RNN(nn.LSTMCell(64)), nn.RNN(nn.LSTMCell(64)))(h)
        return nn.Dense(TAGS)(h)

model = Tagger()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), ids[:2])["params"], tx=optax.adam(2e-3))

@jax.jit
def train_step(state, x, y, m):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        tok = optax.softmax_cross_entropy_with_integer_labels(logits, y)
        return (tok * m).sum() / m.sum()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss, optax.global_norm(g)

n_batches = len(ids) // BS
for epoch in range(1, 4):
    for b in range(n_batches):          # batches kept in length order (bucketing)
        sl = slice(b * BS, (b + 1) * BS)
        state, loss, gn = train_step(state, ids[sl], tags[sl], mask[sl])
        if (b + 1) % 4 == 0:
            print({"epoch": epoch, "step": int(state.step), "loss": round(float(loss), 4),
                   "grad_norm": round(float(gn), 4)})
