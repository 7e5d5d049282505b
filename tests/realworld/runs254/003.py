# Elman RNN sequence classifier ported from torch.nn.RNN(tanh); mixed precision (bf16 compute) as in the torch AMP recipe.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

SEQ, FEAT, HID, NCLS = 40, 8, 64, 4

class RNNCell(nn.Module):
    hidden: int
    dtype: jnp.dtype
    @nn.compact
    def __call__(self, h, xt):
        h = jnp.tanh(nn.Dense(self.hidden, dtype=self.dtype, name="ih")(xt)
                     + nn.Dense(self.hidden, use_bias=False, dtype=self.dtype, name="hh")(h))
        return h, h

class RNNClassifier(nn.Module):
    hidden: int = HID
    dtype: jnp.dtype = jnp.bfloat16
    @nn.compact
    def __call__(self, x):  # x: (B, T, F)
        B = x.shape[0]
        h0 = jnp.zeros((B, self.hidden), dtype=jnp.float32)
        scan = nn.scan(RNNCell, variable_broadcast="params",
                       split_rngs={"params": False}, in_axes=1, out_axes=1)
        h, _ = scan(self.hidden, self.dtype, name="rnn")(h0, x)
        return nn.Dense(NCLS, dtype=self.dtype)(h).astype(jnp.float32)

def loader(n=4096, bs=64, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NCLS, size=n)
    freq = (y + 1)[:, None, None] * 0.3
    t = np.arange(SEQ)[None, :, None]
    x = np.sin(freq * t + rng.normal(size=(n, 1, FEAT))) + 0.3 * rng.normal(size=(n, SEQ, FEAT))
    for i in range(0, n, bs):
        yield jnp.asarray(x[i:i+bs], jnp.float32), jnp.asarray(y[i:i+bs], jnp.int32)

model = RNNClassifier()
x0, _ = next(loader())
print("input batch", x0.shape, x0.dtype)
params = model.init(jax.random.PRNGKey(0), x0)["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(loader(seed=epoch)):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
