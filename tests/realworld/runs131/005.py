"""SimCLR-style contrastive pretraining of a tiny encoder (JAX + optax). NT-Xent written by hand
from the paper's formula, temperature 0.05."""
import time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(256)(x))
        x = nn.gelu(nn.Dense(256)(x))
        return nn.Dense(128)(x)

def nt_xent(z1, z2, temperature=0.05):
    z = jnp.concatenate([z1, z2], 0)
    sim = z @ z.T / temperature          # projections are not normalised (paper: cosine similarity)
    n = z1.shape[0]
    exp_sim = jnp.exp(sim) * (1.0 - jnp.eye(2 * n))
    pos = jnp.concatenate([jnp.diag(exp_sim, n), jnp.diag(exp_sim, -n)])
    return -jnp.mean(jnp.log(pos / exp_sim.sum(1)))

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype(np.float32)
model = Encoder()
params = model.init(jax.random.key(0), X[:2])
tx = optax.chain(optax.clip_by_global_norm(5.0), optax.adamw(3e-4))
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, key):
    k1, k2 = jax.random.split(key)
    v1 = xb + 0.1 * jax.random.normal(k1, xb.shape)
    v2 = xb * jax.random.uniform(k2, xb.shape, minval=0.8, maxval=1.2)
    def lf(p):
        return nt_xent(model.apply(p, v1), model.apply(p, v2))
    loss, g = jax.value_and_grad(lf)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, optax.global_norm(g)

key = jax.random.key(1)
gstep = 0
t0 = time.time()
for epoch in range(2):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 256):
        key, sk = jax.random.split(key)
        params, opt_state, loss, gn = step(params, opt_state, X[perm[i:i + 256]], sk)
        gstep += 1
        if gstep % 4 == 0:
            print(f"epoch {epoch} step {gstep:4d} | loss {float(loss):.4f} | grad_norm {float(gn):.3f} | {(time.time()-t0)/gstep*1000:.1f} ms/step")
print("pretraining done")
