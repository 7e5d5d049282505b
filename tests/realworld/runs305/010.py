# Memory-saving port of the torch script that did `model.half()` before training:
# cast the flax params to float16 and train with optax.adam.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Autoencoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(256, dtype=jnp.float16)(x))
        z = nn.relu(nn.Dense(32, dtype=jnp.float16)(h))
        h = nn.relu(nn.Dense(256, dtype=jnp.float16)(z))
        return nn.Dense(x.shape[-1], dtype=jnp.float16)(h)

def make_images(n, rng):
    base = rng.normal(size=(16, 256))
    coef = rng.dirichlet(np.ones(16), size=n)
    return (coef @ base + 0.02 * rng.normal(size=(n, 256))).astype(np.float16)

rng = np.random.default_rng(0)
data = make_images(10000, rng)
model = Autoencoder()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 256), jnp.float16))
params = jax.tree_util.tree_map(lambda p: p.astype(jnp.float16), params)  # model.half()
print("param dtypes:", {str(p.dtype) for p in jax.tree_util.tree_leaves(params)})
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb):
    def loss_fn(p):
        rec = model.apply(p, xb)
        return jnp.mean((rec.astype(jnp.float32) - xb.astype(jnp.float32)) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

step = 0
for epoch in range(4):
    perm = rng.permutation(len(data))
    for i in range(0, len(perm) - 127, 128):
        params, opt_state, loss = train_step(params, opt_state, data[perm[i:i + 128]])
        if step % 40 == 0:
            print(f"epoch {epoch} step {step:4d} recon_mse {float(loss):.6f}")
        step += 1
print(f"final recon_mse {float(loss):.6f}")
