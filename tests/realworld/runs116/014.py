"""House-price regressor trained in float16 with dynamic loss scaling (jmp-style, hand-rolled)."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

HALF = jnp.float16
BATCH, STEPS = 128, 200


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, dtype=HALF)(x))
        x = nn.relu(nn.Dense(64, dtype=HALF)(x))
        return nn.Dense(1, dtype=HALF)(x)[:, 0]


class DynamicLossScale:
    def __init__(self, init=2.0 ** 15, period=2000, factor=2.0, min_scale=1.0):
        self.scale, self.period, self.factor, self.min_scale = init, period, factor, min_scale
        self.good = 0

    def adjust(self, finite):
        if finite:
            self.good += 1
            if self.good >= self.period:
                self.scale *= self.factor
                self.good = 0
        else:
            self.scale = max(self.scale / self.factor, self.min_scale)
            self.good = 0


rng = np.random.default_rng(0)
W = rng.normal(size=(13,))
def batch():
    x = rng.normal(size=(BATCH, 13)).astype(np.float32)
    y = (x @ W * 40 + 420).astype(np.float32)   # prices in k$
    return x, y


model = Regressor()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 13)))  # master weights float32
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def compute_grads(params, x, y, scale):
    def loss_fn(p):
        pred = model.apply(p, x.astype(HALF))
        loss = jnp.mean((pred - y.astype(HALF)) ** 2)
        return loss * scale.astype(HALF), loss
    (_, loss), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    g = jax.tree_util.tree_map(lambda t: t.astype(jnp.float32) / scale, g)
    finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(t)) for t in jax.tree_util.tree_leaves(g)]))
    return g, loss.astype(jnp.float32), finite


@jax.jit
def apply_grads(params, opt_state, g):
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state


scaler = DynamicLossScale()
skipped = 0
for step in range(1, STEPS + 1):
    x, y = batch()
    g, loss, finite = compute_grads(params, x, y, jnp.float32(scaler.scale))
    if bool(finite):
        params, opt_state = apply_grads(params, opt_state, g)
    else:
        skipped += 1
    scaler.adjust(bool(finite))
    if step % 10 == 0:
        print(f"step {step:4d} | loss {float(loss):.4f} | loss_scale {scaler.scale:.1f} | skipped_steps {skipped}")
