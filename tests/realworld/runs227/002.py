# Elman RNN language model ported from torch.nn.RNN (tanh); recurrence written with lax.scan, bf16 compute like torch autocast.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

VOCAB, EMB, HID, SEQ, BS = 64, 32, 64, 32, 16
COMPUTE_DTYPE = jnp.bfloat16

class RNNLM(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, EMB)(tokens).astype(COMPUTE_DTYPE)
        w_ih = self.param('w_ih', nn.initializers.lecun_normal(), (EMB, HID)).astype(COMPUTE_DTYPE)
        w_hh = self.param('w_hh', nn.initializers.orthogonal(), (HID, HID)).astype(COMPUTE_DTYPE)
        b = self.param('b', nn.initializers.zeros, (HID,)).astype(COMPUTE_DTYPE)
        h0 = jnp.zeros((tokens.shape[0], HID), jnp.float32)
        def step(h, x_t):
            h = jnp.tanh(x_t @ w_ih + h.astype(COMPUTE_DTYPE) @ w_hh + b)
            return h, h
        _, outs = jax.lax.scan(step, h0, jnp.swapaxes(emb, 0, 1))
        outs = jnp.swapaxes(outs, 0, 1)
        return nn.Dense(VOCAB)(outs.astype(jnp.float32))

def batches(n_steps, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_steps):
        start = rng.integers(0, VOCAB, (BS, 1))
        seq = (start + np.arange(SEQ + 1)[None]) % VOCAB
        yield seq[:, :-1], seq[:, 1:]

model = RNNLM()
print("initialising model")
params = model.init(jax.random.PRNGKey(0), jnp.zeros((BS, SEQ), jnp.int32))['params']
tx = optax.adamw(3e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({'params': p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for step, (x, y) in enumerate(batches(200)):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
