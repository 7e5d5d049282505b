# Port of a PyTorch regression MLP with manual grad-norm clipping (torch.nn.utils.clip_grad_norm_) to JAX/Optax.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(256)(x))
        x = nn.LayerNorm()(x)
        x = nn.gelu(nn.Dense(256)(x))
        return nn.Dense(1)(x)[..., 0]

rng = np.random.RandomState(1)
X = rng.randn(8192, 16).astype(np.float32)
Y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2] + 0.1 * rng.randn(8192)).astype(np.float32)

MAX_NORM = 1.0
model = Regressor()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(3e-3)
opt_state = tx.init(params)

def clip_grad_norm_(grads, max_norm):
    total_norm = optax.global_norm(grads)
    if total_norm > max_norm:
        scale = max_norm / (total_norm + 1e-6)
        grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
    return grads, total_norm

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, xb) - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads, gnorm = clip_grad_norm_(grads, MAX_NORM)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, gnorm

print(f"train samples {len(X)}, batch 128, max_grad_norm {MAX_NORM}")
for step in range(500):
    b = rng.randint(0, len(X), 128)
    params, opt_state, loss, gnorm = train_step(params, opt_state, X[b], Y[b])
    if step % 50 == 0:
        print(f"step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")
