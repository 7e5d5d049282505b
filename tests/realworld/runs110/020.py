"""float16 training with a hand-ported torch.cuda.amp.GradScaler (dynamic loss scaling, skip step on overflow)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

LR, INIT_SCALE, GROWTH_INTERVAL = 1e-2, 2.0 ** 12, 50


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, dtype=jnp.float16, param_dtype=jnp.float16)(x))
        x = nn.relu(nn.Dense(128, dtype=jnp.float16, param_dtype=jnp.float16)(x))
        return nn.Dense(1, dtype=jnp.float16, param_dtype=jnp.float16)(x)[:, 0]


rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 16)).astype(np.float16)
Y = (np.sin(X[:, 0].astype(np.float32) * 2) + X[:, 1] * X[:, 2]).astype(np.float16)

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
scaler = {"scale": jnp.float32(INIT_SCALE), "good_steps": jnp.int32(0)}
print("params dtype:", jax.tree_util.tree_leaves(params)[0].dtype, "| init loss scale:", INIT_SCALE)


@jax.jit
def train_step(params, scaler, x, y):
    def scaled_loss(p):
        pred = model.apply({"params": p}, x).astype(jnp.float32)
        return jnp.mean((pred - y.astype(jnp.float32)) ** 2) * scaler["scale"]
    sloss, grads = jax.value_and_grad(scaled_loss)(params)
    # scaler.unscale_(optimizer)
    grads = jax.tree_util.tree_map(lambda g: g.astype(jnp.float32) / scaler["scale"], grads)
    finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(g)) for g in jax.tree_util.tree_leaves(grads)]))

    # scaler.step(optimizer): only apply the SGD step when the grads are finite
    new_params = jax.lax.cond(
        finite,
        lambda: jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads),
        lambda: params,
    )
    # scaler.update()
    good = jnp.where(finite, scaler["good_steps"] + 1, 0)
    scale = jnp.where(finite, jnp.where(good >= GROWTH_INTERVAL, scaler["scale"] * 2, scaler["scale"]), scaler["scale"] / 2)
    good = jnp.where(good >= GROWTH_INTERVAL, 0, good)
    return new_params, {"scale": scale, "good_steps": good}, sloss / scaler["scale"], finite


for epoch in range(3):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 128):
        idx = perm[i:i + 128]
        params, scaler, loss, finite = train_step(params, scaler, X[idx], Y[idx])
    print(f"epoch {epoch} loss {float(loss):.4f} scale {float(scaler['scale']):.0f}")
