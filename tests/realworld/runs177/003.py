"""MLP-Mixer style regressor with activation checkpointing (torch.utils.checkpoint port) written in pure JAX."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax

CFG = {"depth": 4, "dim": 64, "hidden": 256, "act": "gelu", "lr": 1e-3, "batch": 128, "epochs": 3}
print(f"JAX {jax.__version__} devices={jax.devices()}")
print("config:", CFG)

def init_params(key, depth, dim, hidden):
    layers = []
    for i in range(depth):
        k1, k2, key = jax.random.split(key, 3)
        layers.append({
            "ln_scale": jnp.ones(dim), "ln_bias": jnp.zeros(dim),
            "w1": jax.random.normal(k1, (dim, hidden)) * dim ** -0.5, "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, dim)) * hidden ** -0.5, "b2": jnp.zeros(dim),
        })
    k_in, k_out = jax.random.split(key)
    return {"proj_in": jax.random.normal(k_in, (16, dim)) * 0.25, "layers": layers,
            "head": jax.random.normal(k_out, (dim, 1)) * dim ** -0.5}

def layer_norm(x, s, b, eps=1e-5):
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    return (x - mu) / jnp.sqrt(var + eps) * s + b

def residual_block(x, p, act):
    h = layer_norm(x, p["ln_scale"], p["ln_bias"])
    h = getattr(jax.nn, act)(h @ p["w1"] + p["b1"])
    return x + h @ p["w2"] + p["b2"]

# like torch.utils.checkpoint.checkpoint(block, x, ...): recompute activations in backward
ckpt_block = jax.checkpoint(residual_block)

def forward(params, x, act):
    h = x @ params["proj_in"]
    for p in params["layers"]:
        h = ckpt_block(h, p, act)
    return (h @ params["head"])[:, 0]

def loss_fn(params, x, y):
    return jnp.mean((forward(params, x, CFG["act"]) - y) ** 2)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
Y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] * X[:, 2]).astype(np.float32)
params = init_params(jax.random.key(0), CFG["depth"], CFG["dim"], CFG["hidden"])
tx = optax.adam(CFG["lr"])
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(CFG["epochs"]):
    t0 = time.time(); perm = rng.permutation(len(X)); losses = []
    for i in range(0, len(X), CFG["batch"]):
        b = perm[i:i + CFG["batch"]]
        params, opt_state, loss = train_step(params, opt_state, X[b], Y[b])
        losses.append(float(loss))
    print(f"Epoch {epoch + 1}/{CFG['epochs']} - mse: {np.mean(losses):.4f} - {time.time() - t0:.1f}s")
