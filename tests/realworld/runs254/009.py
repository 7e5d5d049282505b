# Sentiment-style classifier over fixed sentence embeddings; ported from a PyTorch recipe
# (F.nll_loss(F.log_softmax(logits)), SGD with momentum).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

EMB, NCLS = 128, 5

class Head(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(256)(x))
        x = nn.gelu(nn.Dense(256)(x))
        return nn.Dense(NCLS)(x)

def nll_loss(log_probs, labels):
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, NCLS) * log_probs, axis=-1))

def batches(x, y, bs, rng):
    idx = rng.permutation(len(y))
    for i in range(0, len(y) - bs + 1, bs):
        j = idx[i:i+bs]
        yield jnp.asarray(x[j]), jnp.asarray(y[j])

rng = np.random.default_rng(0)
protos = rng.normal(size=(NCLS, EMB)).astype(np.float32) * 2.0
y = rng.integers(0, NCLS, size=6000).astype(np.int32)
x = protos[y] + rng.normal(size=(6000, EMB)).astype(np.float32)

model = Head()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, EMB)))["params"]
tx = optax.sgd(learning_rate=0.1, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        log_probs = jax.nn.log_softmax(logits, axis=-1)
        return nll_loss(log_probs, yb), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, (logits.argmax(-1) == yb).mean()

step = 0
for epoch in range(8):
    for xb, yb in batches(x, y, 100, rng):
        params, opt_state, loss, acc = train_step(params, opt_state, xb, yb)
        if step % 30 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
        step += 1
