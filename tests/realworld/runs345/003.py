"""Character-level Elman RNN language model, bf16 compute, unrolled with jax.lax.scan."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

VOCAB, HID, T, B = 64, 128, 32, 16


class CharRNN(nn.Module):
    dtype: jnp.dtype = jnp.bfloat16

    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, HID, dtype=self.dtype)(tokens)          # (B, T, H)
        wx = self.param("wx", nn.initializers.lecun_normal(), (HID, HID))
        wh = self.param("wh", nn.initializers.orthogonal(), (HID, HID))
        b = self.param("b", nn.initializers.zeros, (HID,))
        wx, wh, b = (a.astype(self.dtype) for a in (wx, wh, b))
        h0 = jnp.zeros((tokens.shape[0], HID), jnp.float32)

        def step(h, x_t):
            h = jnp.tanh(x_t @ wx + h.astype(self.dtype) @ wh + b)
            return h, h

        _, ys = jax.lax.scan(step, h0, emb.swapaxes(0, 1))
        ys = ys.swapaxes(0, 1)
        return nn.Dense(VOCAB, dtype=self.dtype)(ys)


text = np.random.default_rng(0).integers(0, VOCAB, size=200_000)


def batches(bs):
    r = np.random.default_rng(1)
    while True:
        i = r.integers(0, len(text) - T - 1, bs)
        seq = np.stack([text[j:j + T + 1] for j in i])
        yield seq[:, :-1], seq[:, 1:]


model = CharRNN()
x0 = jnp.zeros((B, T), jnp.int32)
print("initializing model, batch", x0.shape)
params = model.init(jax.random.PRNGKey(0), x0)
tx = optax.adamw(3e-4)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        logits = model.apply(p, x).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


it = batches(B)
for step in range(200):
    x, y = next(it)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
