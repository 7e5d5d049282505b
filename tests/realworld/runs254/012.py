# Data-parallel regression MLP with jax.pmap over 4 (fake CPU) devices; torch DDP + OneCycle recipe ported to
# pmap + lax.pmean + optax warmup-cosine schedule with gradient clipping.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import jax_utils

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(128)(x))
        x = nn.silu(nn.Dense(128)(x))
        return nn.Dense(1)(x)[..., 0]

n_dev = jax.local_device_count()
print("devices:", n_dev)
rng = np.random.default_rng(0)
W_true = rng.normal(size=(16,)) * 0.3
def make(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    y = (np.sin(x @ W_true) + 0.1 * (x[:, 0] ** 2) + 0.05 * rng.normal(size=n)).astype(np.float32)
    return x, y
xtr, ytr = make(8192)
xva, yva = make(1024)

global_bs, epochs = 256, 8
steps = epochs * (len(ytr) // global_bs)
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=50, decay_steps=steps)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4))
model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16)))["params"]
opt_state = tx.init(params)
params, opt_state = jax_utils.replicate((params, opt_state))

@partial(jax.pmap, axis_name="batch")
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, xb) - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads = jax.lax.pmean(grads, "batch")
    loss = jax.lax.pmean(loss, "batch")
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

@jax.jit
def val_mse(params, x, y):
    return jnp.mean((model.apply({"params": params}, x) - y) ** 2)

step = 0
for epoch in range(epochs):
    perm = rng.permutation(len(ytr))
    losses = []
    for i in range(0, len(ytr) - global_bs + 1, global_bs):
        j = perm[i:i+global_bs]
        xb = xtr[j].reshape(n_dev, -1, 16); yb = ytr[j].reshape(n_dev, -1)
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        losses.append(float(loss[0])); step += 1
    mse = val_mse(jax_utils.unreplicate(params), xva, yva)
    print(f"epoch {epoch} step {step} lr {float(sched(step)):.2e} train_mse {np.mean(losses):.4f} val_mse {float(mse):.4f}")
