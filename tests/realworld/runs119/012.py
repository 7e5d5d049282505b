# Data-parallel training of an MLP on 2 CPU devices with jax.sharding (batch sharded, params replicated).
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2,), ("data",))
print(f"devices: {jax.devices()}  mesh: {dict(mesh.shape)}")
data_sh = NamedSharding(mesh, P("data")); repl = NamedSharding(mesh, P())

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype(np.float32)
y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2] > 0).astype(np.int32)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        for _ in range(2):
            x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(2)(x)

model = MLP()
params = jax.device_put(model.init(jax.random.PRNGKey(0), X[:2])["params"], repl)
tx = optax.chain(optax.clip_by_global_norm(1.0),
                 optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 2e-3, 20, 300)))
opt_state = jax.device_put(tx.init(params), repl)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, (logits.argmax(-1) == yb).mean()

t0 = time.time()
for step in range(1, 301):
    idx = rng.integers(0, len(X), 128)
    xb = jax.device_put(X[idx], data_sh); yb = jax.device_put(y[idx], data_sh)
    params, opt_state, loss, acc = train_step(params, opt_state, xb, yb)
    if step % 50 == 0:
        print(f"step {step}/300  loss {float(loss):.4f}  acc {float(acc):.3f}  x.sharding={xb.sharding.spec}  {time.time()-t0:.1f}s")
print("done")
