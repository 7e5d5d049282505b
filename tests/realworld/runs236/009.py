# Parity check of the Flax port of a 2-layer MLP regressor against the reference (NumPy float64 port of
# the PyTorch model, same init, same data, plain SGD). Model config copied from the TPU training config.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

IN, HID, OUT, B, LR, STEPS = 64, 256, 1, 128, 0.01, 200
model_cfg = {"hidden": HID, "dtype": jnp.bfloat16, "param_dtype": jnp.bfloat16}

class MLP(nn.Module):
    hidden: int; dtype: jnp.dtype = jnp.float32; param_dtype: jnp.dtype = jnp.float32
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(self.hidden, dtype=self.dtype, param_dtype=self.param_dtype, name="fc1")(x))
        return nn.Dense(OUT, dtype=self.dtype, param_dtype=self.param_dtype, name="fc2")(x)

rng = np.random.default_rng(0)
w_true = rng.normal(size=(IN, OUT)) / 8
data = []
for _ in range(STEPS):
    x = rng.normal(size=(B, IN))
    data.append((x, np.sin(x @ w_true) + 0.01 * rng.normal(size=(B, OUT))))

model = MLP(**model_cfg)
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IN)))["params"]
ref = {k: {n: np.asarray(v, np.float64) for n, v in d.items()} for k, d in params.items()}

def ref_step(p, x, y):
    h = np.tanh(x @ p["fc1"]["kernel"] + p["fc1"]["bias"])
    out = h @ p["fc2"]["kernel"] + p["fc2"]["bias"]
    loss = ((out - y) ** 2).mean()
    d_out = 2 * (out - y) / out.size
    g2k, g2b = h.T @ d_out, d_out.sum(0)
    d_h = (d_out @ p["fc2"]["kernel"].T) * (1 - h ** 2)
    g1k, g1b = x.T @ d_h, d_h.sum(0)
    for (m, n), g in {("fc1", "kernel"): g1k, ("fc1", "bias"): g1b, ("fc2", "kernel"): g2k, ("fc2", "bias"): g2b}.items():
        p[m][n] = p[m][n] - LR * g
    return loss

tx = optax.sgd(LR)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, x).astype(jnp.float32) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

max_rel = 0.0
for i, (x, y) in enumerate(data):
    params, opt_state, loss = step(params, opt_state, jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.float32))
    rl = ref_step(ref, x, y)
    rel = abs(float(loss) - rl) / abs(rl)
    max_rel = max(max_rel, rel)
    if i % 10 == 0 or i == STEPS - 1:
        print(f"step {i:4d} flax_loss {float(loss):.6f} ref_loss {rl:.6f} rel_diff {rel:.2e}")
print(f"max rel diff over {STEPS} steps: {max_rel:.2e}")
