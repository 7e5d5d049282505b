# Port of a PyTorch Elman-RNN language model: the time loop is rewritten with jax.lax.scan,
# compute in bfloat16 like torch.autocast(dtype=torch.bfloat16).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, HID, T, B = 64, 128, 32, 16
COMPUTE_DTYPE = jnp.bfloat16

class RNNLM(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, HID)(tokens).astype(COMPUTE_DTYPE)          # (B, T, H)
        w_ih = self.param("w_ih", nn.initializers.lecun_normal(), (HID, HID))
        w_hh = self.param("w_hh", nn.initializers.orthogonal(), (HID, HID))
        b = self.param("b", nn.initializers.zeros, (HID,))
        def step(h, x_t):
            h = jnp.tanh(x_t @ w_ih.astype(COMPUTE_DTYPE) + h.astype(COMPUTE_DTYPE) @ w_hh.astype(COMPUTE_DTYPE) + b.astype(COMPUTE_DTYPE))
            return h, h
        h0 = jnp.zeros((tokens.shape[0], HID))
        _, ys = jax.lax.scan(step, h0, jnp.swapaxes(emb, 0, 1))
        return nn.Dense(VOCAB)(jnp.swapaxes(ys, 0, 1).astype(jnp.float32))

rng = np.random.default_rng(0)
data = rng.integers(0, VOCAB, size=(512, T + 1))
model = RNNLM()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((B, T), jnp.int32))["params"]
tx = optax.adamw(3e-4)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply({"params": p}, batch[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for step in range(100):
    i = (step * B) % 512
    params, opt_state, loss = train_step(params, opt_state, jnp.asarray(data[i:i+B]))
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
