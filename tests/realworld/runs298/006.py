# MNIST-like MLP with a hand-assembled optax chain (mirrors torch: clip_grad_norm_ + Adam)
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

rng = np.random.default_rng(0)
centers = rng.standard_normal((10, 64)).astype(np.float32) * 2
Y = rng.integers(0, 10, 4096).astype(np.int32)
X = centers[Y] + rng.standard_normal((4096, 64)).astype(np.float32)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(10)(x)

lr = 1e-3
tx = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.scale_by_adam(b1=0.9, b2=0.999, eps=1e-8),
    optax.scale(lr),
)
model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    acc = (logits.argmax(-1) == y).mean()
    return optax.apply_updates(params, upd), opt_state, loss, acc

step = 0
for epoch in range(5):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 128):
        idx = perm[i:i+128]
        params, opt_state, loss, acc = train_step(params, opt_state, X[idx], Y[idx])
        if step % 32 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
        step += 1
