"""Character-level RNN language model (port of a PyTorch nn.RNN example), bf16 compute for speed."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

VOCAB, HIDDEN, SEQ, BATCH = 64, 128, 32, 16


class ElmanCell(nn.Module):
    """h_t = tanh(W_ih x_t + b_ih + W_hh h_{t-1} + b_hh), as torch.nn.RNNCell."""
    hidden: int
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, h, x):
        h = jnp.tanh(nn.Dense(self.hidden, dtype=self.dtype, name="ih")(x)
                     + nn.Dense(self.hidden, dtype=self.dtype, name="hh")(h))
        return h, h


class RNNLM(nn.Module):
    hidden: int = HIDDEN
    dtype: jnp.dtype = jnp.bfloat16

    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, self.hidden, dtype=self.dtype)(tokens)
        cell = ElmanCell(self.hidden, dtype=self.dtype)
        h0 = jnp.zeros((tokens.shape[0], self.hidden))  # like torch.zeros(num_layers, B, H)

        def body(cell, h, x):
            h, y = cell(h, x)
            return h, y

        scan = nn.scan(body, variable_broadcast="params", split_rngs={"params": False},
                       in_axes=1, out_axes=1)
        _, ys = scan(cell, h0, emb)
        return nn.Dense(VOCAB, dtype=self.dtype)(ys)


def batches(rng):
    text = rng.integers(0, VOCAB, size=200_000)
    while True:
        starts = rng.integers(0, len(text) - SEQ - 1, BATCH)
        x = np.stack([text[s:s + SEQ] for s in starts])
        y = np.stack([text[s + 1:s + SEQ + 1] for s in starts])
        yield jnp.asarray(x), jnp.asarray(y)


model = RNNLM()
rng = np.random.default_rng(0)
loader = batches(rng)
x0, _ = next(loader)
print("input batch", x0.shape, x0.dtype)
params = model.init(jax.random.PRNGKey(0), x0)
print("param count", sum(p.size for p in jax.tree.leaves(params)))
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(3e-4))
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for step in range(1, 301):
    x, y = next(loader)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 50 == 0:
        print(f"step {step} loss {float(loss):.4f}")
