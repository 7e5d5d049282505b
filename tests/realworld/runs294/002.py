# Elman RNN language model ported from a PyTorch nn.RNN; bf16 compute for speed, lax.scan over time
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

VOCAB, HID, T, BS = 256, 128, 32, 16
COMPUTE_DTYPE = jnp.bfloat16

class RNNLM(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, HID)(tokens).astype(COMPUTE_DTYPE)
        w_ih = self.param('w_ih', nn.initializers.lecun_normal(), (HID, HID))
        w_hh = self.param('w_hh', nn.initializers.orthogonal(), (HID, HID))
        b = self.param('b', nn.initializers.zeros, (HID,))
        h0 = jnp.zeros((tokens.shape[0], HID), jnp.float32)
        def step(h, x_t):
            h = jnp.tanh(x_t @ w_ih.astype(COMPUTE_DTYPE) + h.astype(COMPUTE_DTYPE) @ w_hh.astype(COMPUTE_DTYPE) + b.astype(COMPUTE_DTYPE))
            return h, h
        _, hs = jax.lax.scan(step, h0, jnp.swapaxes(emb, 0, 1))
        hs = jnp.swapaxes(hs, 0, 1)
        return nn.Dense(VOCAB)(hs.astype(jnp.float32))

def batches(n_steps, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_steps):
        yield rng.integers(0, VOCAB, size=(BS, T + 1))

model = RNNLM()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((BS, T), jnp.int32))
opt = optax.adamw(3e-4)
opt_state = opt.init(params)

@jax.jit
def train_step(params, opt_state, tok):
    def loss_fn(p):
        logits = model.apply(p, tok[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, tok[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for i, tok in enumerate(batches(50)):
    params, opt_state, loss = train_step(params, opt_state, tok)
    if i % 10 == 0:
        print(f"step {i} loss {float(loss):.4f}")
