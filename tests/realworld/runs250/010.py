# Parity check of a migrated Flax model against the reference training recipe (PyTorch fp32, SGD lr=2e-4).
# Same data, same init seed, same schedule; the port's config comes from the migrated YAML (dtype: bfloat16).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class MLP(nn.Module):
    dtype: jnp.dtype = jnp.float32
    param_dtype: jnp.dtype = jnp.float32
    @nn.compact
    def __call__(self, x):
        for _ in range(3):
            x = nn.tanh(nn.Dense(256, dtype=self.dtype, param_dtype=self.param_dtype)(x))
        return nn.Dense(1, dtype=self.dtype, param_dtype=self.param_dtype)(x).squeeze(-1).astype(jnp.float32)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype(np.float32)
Y = (np.sin(X @ rng.normal(size=32).astype(np.float32) * 0.3) + 0.1 * X[:, 0]).astype(np.float32)

def run(name, dtype, param_dtype, steps=400, lr=2e-4, bs=128):
    model = MLP(dtype=dtype, param_dtype=param_dtype)
    params = model.init(jax.random.PRNGKey(42), jnp.ones((1, 32), dtype))["params"]
    tx = optax.sgd(lr, momentum=0.9)
    opt = tx.init(params)
    @jax.jit
    def step(params, opt, xb, yb):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, xb.astype(dtype)) - yb) ** 2))(params)
        u, opt = tx.update(g, opt, params)
        return optax.apply_updates(params, u), opt, loss
    hist = []
    for s in range(steps):
        i = (s * bs) % 4096
        params, opt, loss = step(params, opt, X[i:i+bs], Y[i:i+bs])
        hist.append(float(loss))
    return hist

ref = run("reference", jnp.float32, jnp.float32)
port = run("port", jnp.bfloat16, jnp.bfloat16)
print(f"{'step':>5} {'ref_loss':>10} {'port_loss':>10} {'abs_diff':>10}")
for s in range(0, 400, 25):
    print(f"{s:5d} {ref[s]:10.5f} {port[s]:10.5f} {abs(ref[s]-port[s]):10.5f}")
print(f"final ref_loss {np.mean(ref[-20:]):.5f} port_loss {np.mean(port[-20:]):.5f} "
      f"rel_diff {abs(np.mean(ref[-20:]) - np.mean(port[-20:])) / np.mean(ref[-20:]):.3%}")
