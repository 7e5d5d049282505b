# Bag-of-embeddings sequence regressor (mean-pooled embeddings + MLP), training loop ported from PyTorch
# incl. torch.nn.utils.clip_grad_norm_ semantics.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, SEQ, BATCH, STEPS, MAX_NORM = 100, 24, 32, 200, 1.0
rng = np.random.default_rng(7)
weights_true = rng.normal(size=VOCAB).astype(np.float32)

def batch():
    toks = rng.integers(0, VOCAB, size=(BATCH, SEQ))
    return jnp.asarray(toks), jnp.asarray(weights_true[toks].mean(1, keepdims=True))

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, toks):
        h = nn.Embed(VOCAB, 32)(toks).mean(axis=1)
        h = nn.tanh(nn.Dense(64)(h))
        return nn.Dense(1)(h)

model = Regressor()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))
tx = optax.adam(5e-3)
opt_state = tx.init(params)

def clip_grad_norm(grads, max_norm):
    total_norm = optax.global_norm(grads)
    if total_norm > max_norm:
        scale = max_norm / (total_norm + 1e-6)
        grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
    return grads, total_norm

@jax.jit
def train_step(params, opt_state, toks, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, toks) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads, gnorm = clip_grad_norm(grads, MAX_NORM)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, gnorm

print(f"config: vocab={VOCAB} seq={SEQ} batch={BATCH} steps={STEPS} max_grad_norm={MAX_NORM}")
for step in range(1, STEPS + 1):
    toks, y = batch()
    params, opt_state, loss, gnorm = train_step(params, opt_state, toks, y)
    if step % 20 == 0:
        print(f"step {step:4d} | loss {float(loss):.5f} | grad_norm {float(gnorm):.3f}")
