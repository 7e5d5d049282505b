# Port of a PyTorch training loop with gradient clipping written the torch way inside a jitted step.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(3)(x)

def make_data(n=3000, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 20)).astype(np.float32)
    w = rng.normal(size=(20, 3))
    return x, (x @ w).argmax(1)

def loader(x, y, bs, seed):
    p = np.random.default_rng(seed).permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        yield x[p[i:i+bs]], y[p[i:i+bs]]

MAX_NORM = 1.0
model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 20)))['params']
tx = optax.sgd(0.05, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({'params': p}, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    total_norm = optax.global_norm(grads)
    # torch.nn.utils.clip_grad_norm_
    if total_norm > MAX_NORM:
        grads = jax.tree_util.tree_map(lambda g: g * MAX_NORM / total_norm, grads)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, total_norm

x, y = make_data()
print(f"train samples: {len(x)}")
for epoch in range(3):
    for step, (xb, yb) in enumerate(loader(x, y, 64, epoch)):
        params, opt_state, loss, gn = train_step(params, opt_state, xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} grad_norm {float(gn):.3f}")
