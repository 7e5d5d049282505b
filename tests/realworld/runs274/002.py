# Elman RNN language model ported from torch.nn.RNN(nonlinearity='tanh'); mixed precision (bf16 compute) like torch.autocast
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

VOCAB = 256

class RNNCell(nn.Module):
    hidden: int
    dtype: jnp.dtype = jnp.float32
    @nn.compact
    def __call__(self, h, x):
        h_new = jnp.tanh(nn.Dense(self.hidden, dtype=self.dtype, name="ih")(x)
                         + nn.Dense(self.hidden, use_bias=False, dtype=self.dtype, name="hh")(h))
        return h_new, h_new

class RNNLM(nn.Module):
    hidden: int = 128
    compute_dtype: jnp.dtype = jnp.bfloat16
    @nn.compact
    def __call__(self, ids):
        emb = nn.Embed(VOCAB, 64, dtype=self.compute_dtype)(ids)
        cell = RNNCell(self.hidden, dtype=self.compute_dtype)
        carry = jnp.zeros((ids.shape[0], self.hidden), jnp.float32)
        scan = nn.scan(lambda c, carry, x: c(carry, x), variable_broadcast="params",
                       split_rngs={"params": False}, in_axes=1, out_axes=1)
        _, hs = scan(cell, carry, emb)
        return nn.Dense(VOCAB, dtype=self.compute_dtype)(hs).astype(jnp.float32)

def batches(bs=8, seq=33, n=100):
    rng = np.random.default_rng(0)
    text = rng.integers(0, VOCAB, size=(n * bs, seq))
    for i in range(n):
        chunk = text[i * bs:(i + 1) * bs]
        yield chunk[:, :-1], chunk[:, 1:]

model = RNNLM()
params = model.init(jax.random.PRNGKey(0), jnp.ones((2, 32), jnp.int32))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for step, (x, y) in enumerate(batches()):
    state, loss = train_step(state, x, y)
    if step % 10 == 0:
        print(f"step {step:4d} | loss {float(loss):.4f}")
