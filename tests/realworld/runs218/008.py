# Small transformer-encoder regression model; optimizer assembled by hand to match the torch recipe
# (grad clipping 1.0, Adam, linear warmup + cosine schedule, decoupled weight decay w/o LayerNorm/bias)
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state
from flax import traverse_util

class Encoder(nn.Module):
    d: int = 64
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.d)(x)
        for _ in range(2):
            h = nn.LayerNorm()(x)
            x = x + nn.SelfAttention(num_heads=4, qkv_features=self.d)(h)
            h = nn.LayerNorm()(x)
            x = x + nn.Dense(self.d)(nn.gelu(nn.Dense(4 * self.d)(h)))
        return nn.Dense(1)(x.mean(1))

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 12, 8)).astype(np.float32)
w = rng.normal(size=(8,)).astype(np.float32)
Y = (np.tanh(X @ w).mean(1, keepdims=True) * 3).astype(np.float32)

model = Encoder()
params = model.init(jax.random.key(0), X[:2])["params"]
def decay_mask(p):
    flat = traverse_util.flatten_dict(p)
    return traverse_util.unflatten_dict({k: k[-1] == "kernel" for k in flat})

total_steps = 300
schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-3, warmup_steps=30, decay_steps=total_steps, end_value=1e-5)
tx = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.scale_by_adam(b1=0.9, b2=0.999, eps=1e-8),
    optax.masked(optax.add_decayed_weights(0.01), decay_mask),
    optax.scale_by_schedule(schedule),
)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss, optax.global_norm(g)

for step in range(total_steps):
    idx = rng.integers(0, len(X), 64)
    state, loss, gnorm = train_step(state, X[idx], Y[idx])
    if step % 20 == 0 or step == total_steps - 1:
        print(f"step {step:4d} lr {float(schedule(step)):.2e} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")
