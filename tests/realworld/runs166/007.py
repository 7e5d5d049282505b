"""Char-level GRU language model in flax; the per-step logging was copied from the PyTorch version."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

text = ("the quick brown fox jumps over the lazy dog. " * 200)
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], dtype=np.int32)
V, T, B = len(chars), 32, 16

class CharRNN(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(V, 48)(ids)
        h = nn.RNN(nn.GRUCell(96))(h)
        return nn.Dense(V)(h)

model = CharRNN()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((B, T), jnp.int32))["params"]
tx = optax.adamw(3e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb, step):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    gnorm = optax.global_norm(grads)
    print(f"step {step} | loss {loss:.4f} | gnorm {gnorm:.3f}")
    return params, opt_state, loss

rng = np.random.default_rng(0)
for step in range(100):
    starts = rng.integers(0, len(data) - T - 1, size=B)
    xb = np.stack([data[s:s+T] for s in starts]); yb = np.stack([data[s+1:s+T+1] for s in starts])
    params, opt_state, loss = train_step(params, opt_state, xb, yb, step)
print("final loss", float(loss))
