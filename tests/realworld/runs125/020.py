"""Data-parallel training on 2 CPU devices: bfloat16 compute / float32 params, optax.MultiSteps accumulation (healthy run)."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ("data",))
data_sh, repl = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
print(f"devices={jax.device_count()} mesh={dict(mesh.shape)}")

GLOBAL_BS, ACCUM, NCLS = 64, 2, 4
rng = np.random.default_rng(0)
protos = rng.normal(size=(NCLS, 48))
y_all = rng.integers(0, NCLS, 4096).astype(np.int32)
x_all = (protos[y_all] + 1.2 * rng.normal(size=(4096, 48))).astype(np.float32)


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128, dtype=jnp.bfloat16, param_dtype=jnp.float32)(x))
        x = nn.gelu(nn.Dense(128, dtype=jnp.bfloat16, param_dtype=jnp.float32)(x))
        return nn.Dense(NCLS, dtype=jnp.bfloat16, param_dtype=jnp.float32)(x).astype(jnp.float32)


model = Classifier()
params = jax.device_put(model.init(jax.random.PRNGKey(0), x_all[:1]), repl)
tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(2e-3, weight_decay=1e-4)),
                      every_k_schedule=ACCUM)
opt_state = jax.device_put(tx.init(params), repl)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.losses.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, (logits.argmax(-1) == y).mean()


steps = len(x_all) // GLOBAL_BS
for epoch in range(1, 5):
    t0 = time.time()
    perm = rng.permutation(len(x_all))
    ls, accs = [], []
    for i in range(steps):
        idx = perm[i * GLOBAL_BS:(i + 1) * GLOBAL_BS]
        xb, yb = jax.device_put(x_all[idx], data_sh), jax.device_put(y_all[idx], data_sh)
        params, opt_state, loss, acc = train_step(params, opt_state, xb, yb)
        ls.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} | micro_steps {steps} | optimizer_steps {int(opt_state.gradient_step)} | "
          f"loss {np.mean(ls):.4f} | acc {np.mean(accs):.4f} | {time.time() - t0:.1f}s")
print("training finished")
