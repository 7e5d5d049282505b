# Logistic-regression-style text classifier; optimiser assembled from optax building blocks to match
# the PyTorch recipe (Adam moments, then global lr with warmup/cosine schedule)
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

VOCAB = 2000
rng = np.random.default_rng(0)
w_true = rng.normal(size=VOCAB)
def loader(n_batches, bs=64):
    for _ in range(n_batches):
        tok = rng.integers(0, VOCAB, size=(bs, 40))
        y = (w_true[tok].sum(1) > 0).astype(np.int32)
        yield tok, y

class EmbBag(nn.Module):
    @nn.compact
    def __call__(self, tok):
        h = nn.Embed(VOCAB, 32)(tok).mean(1)
        h = nn.tanh(nn.Dense(64)(h))
        return nn.Dense(2)(h)

TOTAL = 300
schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 30, TOTAL)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.scale_by_adam(), optax.scale_by_schedule(schedule))
model = EmbBag()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 40), jnp.int32))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, tok, y):
    def loss_fn(p):
        logits = model.apply(p, tok)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, (logits.argmax(-1) == y).mean()

for step, (tok, y) in enumerate(loader(TOTAL)):
    params, opt_state, loss, acc = train_step(params, opt_state, tok, y)
    if step % 20 == 0:
        print(f"step {step:3d} lr {float(schedule(step)):.2e} loss {float(loss):.4f} acc {float(acc):.3f}")
