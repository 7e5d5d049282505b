"""pmap data-parallel linen MLP regression on 4 host devices with gradient accumulation (optax.MultiSteps) and a warmup-cosine schedule."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import time
import numpy as np
import jax, jax.numpy as jnp, optax
import flax.linen as nn
from flax import jax_utils

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(128)(x)); x = nn.silu(nn.Dense(128)(x))
        return nn.Dense(1)(x)[..., 0]

n_dev = jax.local_device_count()
rng = np.random.default_rng(0)
X = rng.uniform(-1, 1, (8192, 10)).astype(np.float32)
Y = (np.sin(3 * X[:, 0]) * X[:, 1] + X[:, 2] ** 2 - 0.3 * X[:, 3]).astype(np.float32)
Xv = rng.uniform(-1, 1, (1024, 10)).astype(np.float32)
Yv = (np.sin(3 * Xv[:, 0]) * Xv[:, 1] + Xv[:, 2] ** 2 - 0.3 * Xv[:, 3]).astype(np.float32)

ACCUM, PER_DEV_BS, EPOCHS = 2, 32, 8
micro_per_epoch = len(X) // (PER_DEV_BS * n_dev)
total_updates = EPOCHS * micro_per_epoch // ACCUM
sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, warmup_steps=20, decay_steps=total_updates)
tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4)),
                      every_k_schedule=ACCUM)
model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
opt_state = tx.init(params)
params, opt_state = jax_utils.replicate(params), jax_utils.replicate(opt_state)
print(f"devices={n_dev} per_device_batch={PER_DEV_BS} accum={ACCUM} global_batch={PER_DEV_BS * n_dev * ACCUM} updates={total_updates}")

def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    g = jax.lax.pmean(g, "dp"); loss = jax.lax.pmean(loss, "dp")
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
p_step = jax.pmap(train_step, axis_name="dp", donate_argnums=(0, 1))
p_eval = jax.pmap(lambda p, x, y: jax.lax.pmean(jnp.mean((model.apply({"params": p}, x) - y) ** 2), "dp"), axis_name="dp")

def shard(a):
    return a.reshape((n_dev, -1) + a.shape[1:])

for epoch in range(1, EPOCHS + 1):
    t0 = time.time(); perm = rng.permutation(len(X)); L = []
    for i in range(micro_per_epoch):
        idx = perm[i * PER_DEV_BS * n_dev:(i + 1) * PER_DEV_BS * n_dev]
        params, opt_state, loss = p_step(params, opt_state, shard(X[idx]), shard(Y[idx])); L.append(float(loss[0]))
    vmse = float(p_eval(params, shard(Xv), shard(Yv))[0])
    n_upd = int(jax_utils.unreplicate(opt_state).gradient_step)
    print(f"epoch {epoch}: train_mse={np.mean(L):.4f} val_mse={vmse:.4f} lr={float(sched(n_upd)):.2e} optimizer_steps={n_upd} ({time.time() - t0:.1f}s)")
print("finished")
