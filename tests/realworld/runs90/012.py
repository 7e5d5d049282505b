# class-balanced loss: torch computed weights with torch.unique(labels, return_counts=True) per batch
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class Clf(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(5)(nn.relu(nn.Dense(32)(x)))

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 16)).astype(np.float32)
Y = rng.choice(5, size=512, p=[0.6, 0.2, 0.1, 0.07, 0.03]).astype(np.int32)
model = Clf(); params = model.init(jax.random.key(0), X[:1])
tx = optax.adam(1e-3); opt_state = tx.init(params)

def loss_fn(p, xb, yb):
    logits = model.apply(p, xb)
    classes, counts = jnp.unique(yb, return_counts=True)
    w = jnp.zeros(5).at[classes].set(len(yb) / (len(classes) * counts))
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, yb)
    return (w[yb] * ce).mean()

@jax.jit
def train_step(p, s, xb, yb):
    loss, g = jax.value_and_grad(loss_fn)(p, xb, yb)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, loss

for i in range(0, 512, 64):
    params, opt_state, loss = train_step(params, opt_state, X[i:i+64], Y[i:i+64])
    print("loss", float(loss))
