# Small Elman-RNN language model with a bf16 mixed-precision policy (params f32, compute bf16), hand-written lax.scan.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, HID, T, B = 128, 64, 32, 16
COMPUTE_DTYPE = jnp.bfloat16

class RNNLM(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, HID)(tokens).astype(COMPUTE_DTYPE)      # (B, T, H)
        wx = self.param("wx", nn.initializers.lecun_normal(), (HID, HID)).astype(COMPUTE_DTYPE)
        wh = self.param("wh", nn.initializers.orthogonal(), (HID, HID)).astype(COMPUTE_DTYPE)
        b = self.param("b", nn.initializers.zeros, (HID,)).astype(COMPUTE_DTYPE)

        def rnn_step(h, x_t):
            h = h.astype(COMPUTE_DTYPE)
            h_new = jnp.tanh(x_t @ wx + h @ wh + b)
            return h_new, h_new

        h0 = jnp.zeros((tokens.shape[0], HID))
        _, hs = jax.lax.scan(rnn_step, h0, jnp.swapaxes(emb, 0, 1))
        hs = jnp.swapaxes(hs, 0, 1)
        return nn.Dense(VOCAB, dtype=COMPUTE_DTYPE)(hs)

def data_loader(rng, n_batches):
    for _ in range(n_batches):
        start = rng.integers(0, VOCAB, size=(B, 1))
        seq = (start + np.arange(T + 1)[None]) % VOCAB
        yield seq[:, :-1].astype(np.int32), seq[:, 1:].astype(np.int32)

model = RNNLM()
rng = np.random.default_rng(0)
x0, _ = next(data_loader(rng, 1))
print("input batch", x0.shape, x0.dtype)
params = model.init(jax.random.PRNGKey(0), x0)["params"]
tx = optax.adam(3e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

for step, (x, y) in enumerate(data_loader(rng, 200)):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
