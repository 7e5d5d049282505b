# Parity test: Flax port of a torch Conv-BN block vs. reference running stats/outputs dumped from torch (recomputed here in numpy)
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn

TORCH_BN_MOMENTUM = 0.1   # nn.BatchNorm1d(64, momentum=0.1, eps=1e-5)

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(64, use_bias=False)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=TORCH_BN_MOMENTUM, epsilon=1e-5)(x)
        return nn.relu(x)

rng = np.random.default_rng(0)
batches = [rng.normal(loc=2.0, scale=3.0, size=(256, 32)).astype(np.float32) for _ in range(20)]
x_eval = rng.normal(loc=2.0, scale=3.0, size=(128, 32)).astype(np.float32)

model = Block()
variables = model.init(jax.random.PRNGKey(0), batches[0], train=False)
params, stats = variables["params"], variables["batch_stats"]
W = np.asarray(params["Dense_0"]["kernel"])

# reference: torch BatchNorm1d semantics (running = (1-m)*running + m*batch, unbiased var)
ref_mean, ref_var = np.zeros(64), np.ones(64)
for b in batches:
    h = b @ W
    ref_mean = (1 - TORCH_BN_MOMENTUM) * ref_mean + TORCH_BN_MOMENTUM * h.mean(0)
    ref_var = (1 - TORCH_BN_MOMENTUM) * ref_var + TORCH_BN_MOMENTUM * h.var(0, ddof=1)
ref_out = np.maximum((x_eval @ W - ref_mean) / np.sqrt(ref_var + 1e-5), 0)

apply_train = jax.jit(lambda p, s, x: model.apply({"params": p, "batch_stats": s}, x, train=True, mutable=["batch_stats"]))
for i, b in enumerate(batches):
    _, upd = apply_train(params, stats, b)
    stats = upd["batch_stats"]
print("running stats updated over", len(batches), "batches")

out = np.asarray(model.apply({"params": params, "batch_stats": stats}, x_eval, train=False))
rm = np.asarray(stats["BatchNorm_0"]["mean"])
print("running_mean max abs diff vs torch:", np.abs(rm - ref_mean).max())
print("eval output max abs diff vs torch:", np.abs(out - ref_out).max())
np.testing.assert_allclose(out, ref_out, atol=1e-3, rtol=1e-3)
print("parity OK")
