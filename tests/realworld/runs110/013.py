"""Self-distillation (BYOL-style) on toy 2-view data: online net + EMA target with stop_gradient, then a linear probe."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return x


class Online(nn.Module):
    @nn.compact
    def __call__(self, x):
        z = nn.Dense(32, name="proj")(Encoder(name="enc")(x))
        return z, nn.Dense(32, name="pred")(nn.gelu(z))


rng = np.random.default_rng(0)
centers = rng.normal(scale=3, size=(4, 16))
labels = rng.integers(0, 4, 4096)
base = centers[labels] + rng.normal(size=(4096, 16))
def augment(x, r):
    return (x * r.uniform(0.8, 1.2, size=(len(x), 1)) + r.normal(scale=0.3, size=x.shape)).astype(np.float32)

model = Online()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16)))["params"]
target = jax.tree_util.tree_map(jnp.copy, params)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(optax.cosine_decay_schedule(2e-3, 300), weight_decay=1e-4))
opt_state = tx.init(params)


def norm(v):
    return v / (jnp.linalg.norm(v, axis=-1, keepdims=True) + 1e-6)


def byol_loss(p, tp, v1, v2):
    _, q1 = model.apply({"params": p}, v1)
    _, q2 = model.apply({"params": p}, v2)
    t1, _ = model.apply({"params": tp}, v1)
    t2, _ = model.apply({"params": tp}, v2)
    t1, t2 = jax.lax.stop_gradient(t1), jax.lax.stop_gradient(t2)
    return (2 - 2 * (norm(q1) * norm(t2)).sum(-1)).mean() + (2 - 2 * (norm(q2) * norm(t1)).sum(-1)).mean()


@jax.jit
def step(p, tp, s, v1, v2):
    loss, g = jax.value_and_grad(byol_loss)(p, tp, v1, v2)
    u, s = tx.update(g, s, p)
    p = optax.apply_updates(p, u)
    tp = optax.incremental_update(p, tp, step_size=0.01)   # EMA tau = 0.99
    return p, tp, s, loss


for it in range(1, 301):
    idx = rng.integers(0, len(base), 128)
    params, target, opt_state, loss = step(params, target, opt_state, augment(base[idx], rng), augment(base[idx], rng))
    if it % 50 == 0:
        print(f"iter {it:3d} byol_loss {float(loss):.4f}")

# linear probe on frozen encoder features
feats = np.asarray(Encoder().apply({"params": params["enc"]}, base.astype(np.float32)))
W = np.zeros((64, 4)); Yoh = np.eye(4)[labels]
for _ in range(200):
    logits = feats @ W
    p = np.exp(logits - logits.max(1, keepdims=True)); p /= p.sum(1, keepdims=True)
    W -= 0.05 * feats.T @ (p - Yoh) / len(feats)
print(f"linear probe accuracy: {(np.argmax(feats @ W, 1) == labels).mean():.3f}")
print("done")
