# 1D-CNN sequence classifier on variable-length sensor recordings; jit-compiled train step
import time, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
jax.config.update("jax_log_compiles", True)

class Conv1DNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        for c in (32, 64, 64):
            x = nn.relu(nn.Conv(c, (5,))(x))
        return nn.Dense(3)(x.mean(1))

r = np.random.default_rng(0)
labels = r.integers(0, 3, 2000)
recs = [(r.normal(size=(int(r.integers(50, 400)), 6)) + 0.5 * (c - 1)).astype(np.float32) for c in labels]
def loader(bs=16):
    order = r.permutation(len(recs))
    for i in range(0, len(order), bs):
        idx = order[i:i+bs]
        L = max(len(recs[j]) for j in idx)              # pad to longest in batch (like DataCollatorWithPadding)
        x = np.zeros((len(idx), L, 6), np.float32)
        for k, j in enumerate(idx): x[k, :len(recs[j])] = recs[j]
        yield x, labels[idx]

model = Conv1DNet()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 100, 6)))["params"]
tx = optax.adam(1e-3); opt = tx.init(params)

@jax.jit
def step(params, opt, x, y):
    def lf(p): return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, l

t0 = time.time()
for i, (x, y) in enumerate(loader()):
    params, opt, l = step(params, opt, x, y)
    if i % 10 == 0:
        print(f"step {i} loss {float(l):.4f} seq_len {x.shape[1]} elapsed {time.time() - t0:.1f}s", flush=True)
print(f"epoch done in {time.time() - t0:.1f}s")
