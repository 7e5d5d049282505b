"""Character-level Elman RNN language model, unrolled with lax.scan, mixed precision (bf16 compute)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, EMB, HID, SEQ, BS = 64, 32, 64, 48, 16


class CharRNN(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, EMB, dtype=jnp.bfloat16)(tokens)          # [B,T,E]
        wx = nn.Dense(HID, dtype=jnp.bfloat16, name="wx")
        wh = nn.Dense(HID, use_bias=False, dtype=jnp.bfloat16, name="wh")
        xs = wx(emb)                                                    # [B,T,H]
        wh(jnp.zeros((1, HID)))  # create params outside scan
        Wh = self.variables["params"]["wh"]["kernel"]

        def rnn_step(h, x_t):
            h = jnp.tanh(x_t + h.astype(jnp.bfloat16) @ Wh.astype(jnp.bfloat16))
            return h, h

        h0 = jnp.zeros((tokens.shape[0], HID), jnp.float32)
        _, hs = jax.lax.scan(rnn_step, h0, jnp.swapaxes(xs, 0, 1))
        hs = jnp.swapaxes(hs, 0, 1)
        return nn.Dense(VOCAB, dtype=jnp.bfloat16)(hs).astype(jnp.float32)


def batches(rng):
    text = rng.integers(0, VOCAB, size=200_000)
    while True:
        idx = rng.integers(0, len(text) - SEQ - 1, size=BS)
        x = np.stack([text[i:i + SEQ] for i in idx]); y = np.stack([text[i + 1:i + SEQ + 1] for i in idx])
        yield jnp.asarray(x), jnp.asarray(y)


model = CharRNN()
rng = np.random.default_rng(0)
data = batches(rng)
x0, _ = next(data)
print("batch", x0.shape, x0.dtype)
params = model.init(jax.random.PRNGKey(0), x0)["params"]
tx = optax.adamw(3e-3)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for it in range(200):
    x, y = next(data)
    params, opt_state, loss = step(params, opt_state, x, y)
    if it % 20 == 0:
        print(f"step {it} loss {float(loss):.4f}")
