# MLP regressor with an L2-norm penalty on every parameter tensor (ported from a PyTorch
# loop that added sum(p.norm() for p in model.parameters()) * wd to the loss)
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(128)(x))
        x = nn.silu(nn.Dense(128)(x))
        return nn.Dense(1)(x)[:, 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(8192, 16)).astype(np.float32)
y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] ** 2 - X[:, 2] * X[:, 3]).astype(np.float32)

def loader(bs=256):
    idx = rng.permutation(len(X))
    for i in range(0, len(X), bs):
        j = idx[i:i+bs]
        yield X[j], y[j]

NORM_PENALTY = 1e-4
model = Regressor()
params = model.init(jax.random.PRNGKey(0), X[:1])
tx = optax.adam(1e-3)
opt_state = tx.init(params)

def param_norm(p):
    return sum(jnp.sqrt(jnp.sum(w ** 2)) for w in jax.tree_util.tree_leaves(p))

@jax.jit
def train_step(params, opt_state, x, t):
    def loss_fn(p):
        mse = jnp.mean((model.apply(p, x) - t) ** 2)
        return mse + NORM_PENALTY * param_norm(p), mse
    (loss, mse), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss, mse

for epoch in range(5):
    for step, (xb, yb) in enumerate(loader()):
        params, opt_state, loss, mse = train_step(params, opt_state, xb, yb)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.5f} mse {float(mse):.5f}")
print("final mse", float(mse))
