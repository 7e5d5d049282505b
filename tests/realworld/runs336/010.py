# Parity check of the Flax port of a torch regression MLP against the torch reference settings
# (torch run: fp32 weights, Adam lr=1e-4). The port is configured for bfloat16 to halve memory.
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
        return nn.Dense(1, dtype=self.dtype, param_dtype=self.param_dtype)(x).astype(jnp.float32)[:, 0]

r = np.random.default_rng(0)
X = r.uniform(-1, 1, (8192, 8)).astype(np.float32)
Y = (np.sin(3 * X[:, 0]) * np.cos(2 * X[:, 1]) + 0.5 * X[:, 2] ** 2).astype(np.float32)

def batches(seed, bs=128):
    rr = np.random.default_rng(seed)
    idx = rr.permutation(len(X))
    for i in range(0, len(X), bs):
        yield X[idx[i:i + bs]], Y[idx[i:i + bs]]

def run(name, dtype, param_dtype, epochs=6, lr=1e-4):
    model = MLP(dtype=dtype, param_dtype=param_dtype)
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 8)))["params"]
    tx = optax.adam(lr)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, x, y):
        def loss_fn(p):
            return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    hist = []
    for epoch in range(epochs):
        losses = []
        for x, y in batches(epoch):
            params, opt_state, loss = step(params, opt_state, x, y)
            losses.append(float(loss))
        hist.append(np.mean(losses))
        print(f"[{name}] epoch {epoch} mse {hist[-1]:.5f}")
    return hist

ref = run("reference", jnp.float32, jnp.float32)
port = run("flax-port", jnp.bfloat16, jnp.bfloat16)
print("epoch  reference   flax-port   rel_diff")
for e, (a, b) in enumerate(zip(ref, port)):
    print(f"{e:5d}  {a:.5f}    {b:.5f}    {abs(a - b) / a:.3f}")
