"""Fine-tune a small text-classification head in bfloat16 (params + compute) to save memory, HF-style lr 2e-5."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ, EMB, CLASSES = 2000, 32, 128, 2


class BagClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(VOCAB, EMB, param_dtype=jnp.bfloat16, dtype=jnp.bfloat16)(ids)
        h = e.mean(axis=1)
        h = nn.tanh(nn.Dense(EMB, param_dtype=jnp.bfloat16, dtype=jnp.bfloat16)(h))
        return nn.Dense(CLASSES, param_dtype=jnp.bfloat16, dtype=jnp.bfloat16)(h)


rng = np.random.default_rng(0)
pos_words = rng.choice(VOCAB, 50, replace=False)
def make(n):
    ids = rng.integers(0, VOCAB, (n, SEQ))
    y = rng.integers(0, 2, n)
    for i in np.where(y == 1)[0]:
        ids[i, rng.choice(SEQ, 6, replace=False)] = rng.choice(pos_words, 6)
    return ids.astype(np.int32), y.astype(np.int32)
xtr, ytr = make(4096)
xev, yev = make(1024)

model = BagClassifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, SEQ), jnp.int32))["params"]
tx = optax.adamw(learning_rate=2e-5, weight_decay=0.01)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def loss_fn(p, x, y):
    logits = model.apply({"params": p}, x).astype(jnp.float32)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits


@jax.jit
def train_step(state, x, y):
    (loss, _), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params, x, y)
    return state.apply_gradients(grads=g), loss


@jax.jit
def eval_step(params, x, y):
    loss, logits = loss_fn(params, x, y)
    return loss, (logits.argmax(-1) == y).mean()


bs = 32
n_steps = len(xtr) // bs
for epoch in range(5):
    perm = rng.permutation(len(xtr))
    tot = 0.0
    for i in range(n_steps):
        idx = perm[i * bs:(i + 1) * bs]
        state, loss = train_step(state, xtr[idx], ytr[idx])
        tot += float(loss)
    el, ea = eval_step(state.params, xev, yev)
    print({"epoch": epoch + 1, "step": int(state.step), "train_loss": round(tot / n_steps, 4),
           "eval_loss": round(float(el), 4), "eval_accuracy": round(float(ea), 4), "learning_rate": 2e-5})
