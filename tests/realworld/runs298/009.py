# Port check: Flax re-implementation of a PyTorch feed-forward block vs the reference outputs
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from math import erf

jax.config.update("jax_enable_x64", False)
rng = np.random.default_rng(0)
D, H, C = 64, 256, 10

# weights exported from the torch model (Linear stores weight as (out, in))
torch_sd = {
    "ff.0.weight": (rng.standard_normal((H, D)) / np.sqrt(D)).astype(np.float32),
    "ff.0.bias": (0.5 * rng.standard_normal(H)).astype(np.float32),
    "ff.2.weight": (rng.standard_normal((H, H)) / np.sqrt(H)).astype(np.float32),
    "ff.2.bias": (0.5 * rng.standard_normal(H)).astype(np.float32),
    "head.weight": (rng.standard_normal((C, H)) / np.sqrt(H)).astype(np.float32),
    "head.bias": np.zeros(C, np.float32),
}
X = (2.0 * rng.standard_normal((512, D))).astype(np.float32)
Y = rng.integers(0, C, 512)

# reference: the torch module nn.Sequential(Linear, GELU(), Linear, GELU()) + Linear, in float64
_erf = np.vectorize(erf)
def torch_gelu(x):
    return 0.5 * x * (1.0 + _erf(x / np.sqrt(2.0)))
def reference_forward(sd, x):
    h = torch_gelu(x.astype(np.float64) @ sd["ff.0.weight"].T.astype(np.float64) + sd["ff.0.bias"])
    h = torch_gelu(h @ sd["ff.2.weight"].T.astype(np.float64) + sd["ff.2.bias"])
    return h @ sd["head.weight"].T.astype(np.float64) + sd["head.bias"]
ref_logits = reference_forward(torch_sd, X)
ref_loss = float(np.mean(-(ref_logits - np.log(np.exp(ref_logits).sum(1, keepdims=True)))[np.arange(512), Y]))

class FeedForward(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(H, name="ff_0")(x))
        x = nn.gelu(nn.Dense(H, name="ff_2")(x))
        return nn.Dense(C, name="head")(x)

def convert(sd):
    return {"params": {
        "ff_0": {"kernel": sd["ff.0.weight"].T, "bias": sd["ff.0.bias"]},
        "ff_2": {"kernel": sd["ff.2.weight"].T, "bias": sd["ff.2.bias"]},
        "head": {"kernel": sd["head.weight"].T, "bias": sd["head.bias"]},
    }}

model = FeedForward()
params = convert(torch_sd)
logits = np.asarray(model.apply(params, X), np.float64)
loss = float(optax.softmax_cross_entropy_with_integer_labels(jnp.asarray(logits), jnp.asarray(Y)).mean())
diff = np.abs(logits - ref_logits)
print(f"reference loss {ref_loss:.6f}  flax loss {loss:.6f}")
print(f"logits max abs diff {diff.max():.3e}  mean abs diff {diff.mean():.3e}")
print(f"allclose(atol=1e-5, rtol=1e-5): {np.allclose(logits, ref_logits, atol=1e-5, rtol=1e-5)}")
print(f"argmax agreement: {(logits.argmax(1) == ref_logits.argmax(1)).mean():.4f}")
