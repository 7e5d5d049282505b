# Gradient accumulation with lax.scan over micro-batches, bf16 mixed precision.
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

class Net(nn.Module):
    dtype: jnp.dtype = jnp.bfloat16
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(256, dtype=self.dtype)(x))
        x = nn.gelu(nn.Dense(256, dtype=self.dtype)(x))
        return nn.Dense(10, dtype=self.dtype)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 64)).astype(np.float32)
Y = (X[:, :10]).argmax(-1).astype(np.int32)
ACCUM, MB = 4, 32

model = Net()
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), X[:1])["params"], tx=optax.adamw(1e-3))

@jax.jit
def train_step(state, x, y):
    x = x.reshape(ACCUM, MB, -1); y = y.reshape(ACCUM, MB)
    def micro(carry, xy):
        gacc, lacc = carry
        xb, yb = xy
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        gacc = jax.tree_util.tree_map(jnp.add, gacc, g)
        return (gacc, lacc + loss), None
    # keep the accumulator in bf16 to halve its memory
    zeros = jax.tree_util.tree_map(lambda p: jnp.zeros_like(p, dtype=jnp.bfloat16), state.params)
    (grads, loss), _ = jax.lax.scan(micro, (zeros, 0.0), (x, y))
    grads = jax.tree_util.tree_map(lambda g: g / ACCUM, grads)
    return state.apply_gradients(grads=grads), loss / ACCUM

for step in range(50):
    i = (step * ACCUM * MB) % len(X)
    state, loss = train_step(state, X[i:i+ACCUM*MB], Y[i:i+ACCUM*MB])
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
