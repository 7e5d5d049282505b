# Port of a PyTorch Elman RNN language model (manual time loop -> lax.scan), bf16 compute for speed.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

VOCAB, EMB, HID, SEQ, B = 100, 32, 64, 24, 16
COMPUTE_DTYPE = jnp.bfloat16

class RNNLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, EMB)(ids).astype(COMPUTE_DTYPE)
        w_ih = self.param("w_ih", nn.initializers.lecun_normal(), (EMB, HID))
        w_hh = self.param("w_hh", nn.initializers.orthogonal(), (HID, HID))
        b = self.param("b", nn.initializers.zeros, (HID,))
        def step(h, xt):
            h = jnp.tanh(xt @ w_ih + h @ w_hh + b)
            return h, h
        h0 = jnp.zeros((ids.shape[0], HID), dtype=x.dtype)   # x.new_zeros(batch, hidden)
        _, hs = jax.lax.scan(step, h0, jnp.swapaxes(x, 0, 1))
        return nn.Dense(VOCAB)(jnp.swapaxes(hs, 0, 1).astype(jnp.float32))

def batches(rng):
    while True:
        start = rng.integers(0, VOCAB, size=(B, 1))
        ids = (start + np.arange(SEQ + 1)[None]) % VOCAB
        yield jnp.asarray(ids[:, :-1]), jnp.asarray(ids[:, 1:])

rng = np.random.default_rng(0)
it = batches(rng)
x0, _ = next(it)
model = RNNLM()
params = model.init(jax.random.PRNGKey(0), x0)["params"]
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for step in range(200):
    x, y = next(it)
    state, loss = train_step(state, x, y)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f} ppl {float(jnp.exp(loss)):.2f}")
