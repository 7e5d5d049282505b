# Parity check: PyTorch reference MLP (fp32, re-implemented in NumPy here for CI without torch)
# against the Flax port (mixed precision config from the TPU recipe), same init, same batches, SGD.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

DTYPE = jnp.bfloat16  # recipe: compute_dtype: bfloat16, param_dtype: bfloat16
LR, STEPS, BS = 0.02, 200, 64

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, dtype=DTYPE, param_dtype=DTYPE, name="fc1")(x))
        x = nn.relu(nn.Dense(256, dtype=DTYPE, param_dtype=DTYPE, name="fc2")(x))
        return nn.Dense(10, dtype=DTYPE, param_dtype=DTYPE, name="fc3")(x).astype(jnp.float32)

rng = np.random.RandomState(0)
W = rng.randn(64, 10)
X = rng.randn(8192, 64).astype(np.float32)
Y = (X @ W + 0.5 * rng.randn(8192, 10)).argmax(1)
batches = [rng.randint(0, len(X), BS) for _ in range(STEPS)]

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
ref = {k: {n: np.asarray(v).astype(np.float32) for n, v in d.items()} for k, d in params.items()}

def ref_step(p, xb, yb):
    h1p = xb @ p["fc1"]["kernel"] + p["fc1"]["bias"]; h1 = np.maximum(h1p, 0)
    h2p = h1 @ p["fc2"]["kernel"] + p["fc2"]["bias"]; h2 = np.maximum(h2p, 0)
    z = h2 @ p["fc3"]["kernel"] + p["fc3"]["bias"]
    z = z - z.max(1, keepdims=True); e = np.exp(z); pr = e / e.sum(1, keepdims=True)
    loss = -np.log(pr[np.arange(len(yb)), yb]).mean()
    dz = pr.copy(); dz[np.arange(len(yb)), yb] -= 1; dz /= len(yb)
    g3k = h2.T @ dz; g3b = dz.sum(0); dh2 = dz @ p["fc3"]["kernel"].T * (h2p > 0)
    g2k = h1.T @ dh2; g2b = dh2.sum(0); dh1 = dh2 @ p["fc2"]["kernel"].T * (h1p > 0)
    g1k = xb.T @ dh1; g1b = dh1.sum(0)
    g = {"fc1": {"kernel": g1k, "bias": g1b}, "fc2": {"kernel": g2k, "bias": g2b}, "fc3": {"kernel": g3k, "bias": g3b}}
    return {k: {n: p[k][n] - LR * g[k][n] for n in p[k]} for k in p}, loss

tx = optax.sgd(LR)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
        model.apply({"params": p}, xb), yb).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

print(f"{'step':>5} {'torch_ref_loss':>15} {'jax_loss':>10} {'abs_diff':>10} {'rel_diff':>10}")
for s, b in enumerate(batches):
    ref, rl = ref_step(ref, X[b], Y[b])
    params, opt_state, jl = train_step(params, opt_state, X[b], Y[b])
    jl = float(jl)
    if s % 10 == 0 or s == STEPS - 1:
        print(f"{s:5d} {rl:15.6f} {jl:10.6f} {abs(rl - jl):10.6f} {abs(rl - jl) / rl:10.4%}")
acc_ref = float(((np.maximum(np.maximum(X @ ref['fc1']['kernel'] + ref['fc1']['bias'], 0) @ ref['fc2']['kernel'] + ref['fc2']['bias'], 0) @ ref['fc3']['kernel'] + ref['fc3']['bias']).argmax(1) == Y).mean())
acc_jax = float((model.apply({"params": params}, X).argmax(-1) == Y).mean())
max_w = max(float(np.abs(np.asarray(params[k][n]) - ref[k][n]).max()) for k in ref for n in ref[k])
print(f"final train acc: torch_ref {acc_ref:.4f} jax {acc_jax:.4f}; max |param diff| {max_w:.6f}")
