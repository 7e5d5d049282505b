"""pmap data-parallel linen autoencoder (utility code from a 2022 multi-host training repo) on 4 host devices."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import pickle, time
import numpy as np
import jax, jax.numpy as jnp, optax
import flax.linen as nn
from flax import jax_utils
from jax.interpreters import pxla

class AE(nn.Module):
    @nn.compact
    def __call__(self, x):
        z = nn.Dense(8)(nn.relu(nn.Dense(64)(x)))
        return nn.Dense(32)(nn.relu(nn.Dense(64)(z)))

def to_host(tree):
    """Bring a (possibly replicated) pytree back to host numpy arrays for checkpointing."""
    def _get(x):
        if isinstance(x, pxla.ShardedDeviceArray):
            return np.asarray(x[0])
        return np.asarray(x)
    return jax.tree_util.tree_map(_get, tree)

def save_checkpoint(path, params, step):
    with open(path, "wb") as f:
        pickle.dump({"step": step, "params": to_host(params)}, f)

n_dev = jax.local_device_count()
print(f"JAX {jax.__version__} process {jax.process_index()} local devices {n_dev}")
rng = np.random.default_rng(0)
basis = rng.normal(size=(8, 32))
data = (rng.normal(size=(16384, 8)) @ basis + 0.05 * rng.normal(size=(16384, 32))).astype(np.float32)

model = AE()
params = model.init(jax.random.PRNGKey(0), data[:1])["params"]
tx = optax.adam(2e-3)
params = jax_utils.replicate(params); opt_state = jax_utils.replicate(tx.init(jax_utils.unreplicate(params)))

def step_fn(params, opt_state, x):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - x) ** 2))(params)
    g = jax.lax.pmean(g, "i")
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, jax.lax.pmean(loss, "i")
p_step = jax.pmap(step_fn, axis_name="i")

bs = 256
os.makedirs("/home/user/project/run_015", exist_ok=True)
for epoch in range(1, 4):
    t0 = time.time(); perm = rng.permutation(len(data)); L = []
    for i in range(0, len(data), bs):
        x = data[perm[i:i + bs]].reshape(n_dev, -1, 32)
        params, opt_state, loss = p_step(params, opt_state, x); L.append(float(loss[0]))
        if (i // bs) % 20 == 0:
            print(f"epoch {epoch} step {i // bs:3d} recon_mse {L[-1]:.4f}")
    print(f"epoch {epoch} done: mean recon_mse {np.mean(L):.4f} ({time.time() - t0:.1f}s)")
    save_checkpoint(f"/home/user/project/run_015/ae_epoch{epoch}.pkl", params, epoch * (len(data) // bs))
    print(f"saved checkpoint for epoch {epoch}")
