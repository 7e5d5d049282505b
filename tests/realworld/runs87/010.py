# SimCLR/CLIP-style contrastive loss ported from torch
#   z = z / z.norm(dim=1, keepdim=True); logits = z1 @ z2.T / tau ; F.cross_entropy(logits, arange(B))
import jax, jax.numpy as jnp, numpy as np, optax

def encoder(p, x):
    h = jax.nn.relu(x @ p["w1"] + p["b1"])
    return h @ p["w2"]

def info_nce(p, x1, x2, tau=0.1):
    z1 = encoder(p, x1); z2 = encoder(p, x2)
    z1 = z1 / jnp.linalg.norm(z1, axis=1)
    z2 = z2 / jnp.linalg.norm(z2, axis=1)
    logits = z1 @ z2.T / tau
    labels = jnp.arange(z1.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

key = jax.random.PRNGKey(0)
k1, k2, k3 = jax.random.split(key, 3)
p = {"w1": jax.random.normal(k1, (32, 256)) * 0.1, "b1": jnp.zeros(256), "w2": jax.random.normal(k2, (256, 128)) * 0.1}
tx = optax.adam(1e-3); s = tx.init(p)

@jax.jit
def step(p, s, x1, x2):
    loss, g = jax.value_and_grad(info_nce)(p, x1, x2)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, loss

rng = np.random.default_rng(0)
data = rng.normal(size=(4096, 32)).astype(np.float32)
for it in range(20):
    x = data[rng.integers(0, 4096, 256)]
    x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
    x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
    p, s, loss = step(p, s, x1, x2)
    print("step", it, "loss", float(loss))
