"""Parity test for a BERT feed-forward block ported from PyTorch to flax.linen: same weights, same input, compare outputs."""
import numpy as np
from scipy.special import erf
import jax, jax.numpy as jnp
import flax.linen as nn

HIDDEN, INTER = 128, 512
rng = np.random.default_rng(0)
# weights exported from the PyTorch module (state_dict -> numpy), torch Linear layout (out, in)
sd = {
    "intermediate.dense.weight": rng.normal(scale=0.5, size=(INTER, HIDDEN)).astype(np.float32),
    "intermediate.dense.bias": rng.normal(scale=0.1, size=(INTER,)).astype(np.float32),
    "output.dense.weight": rng.normal(scale=0.05, size=(HIDDEN, INTER)).astype(np.float32),
    "output.dense.bias": rng.normal(scale=0.1, size=(HIDDEN,)).astype(np.float32),
    "output.LayerNorm.weight": (1 + 0.1 * rng.normal(size=(HIDDEN,))).astype(np.float32),
    "output.LayerNorm.bias": (0.1 * rng.normal(size=(HIDDEN,))).astype(np.float32),
}


def torch_reference(x):
    """BertIntermediate + BertOutput forward exactly as in modeling_bert.py (hidden_act='gelu', layer_norm_eps=1e-12)."""
    h = x @ sd["intermediate.dense.weight"].T + sd["intermediate.dense.bias"]
    h = 0.5 * h * (1.0 + erf(h / np.sqrt(2.0)))
    h = h @ sd["output.dense.weight"].T + sd["output.dense.bias"]
    y = h + x
    mu, var = y.mean(-1, keepdims=True), y.var(-1, keepdims=True)
    return (y - mu) / np.sqrt(var + 1e-12) * sd["output.LayerNorm.weight"] + sd["output.LayerNorm.bias"]


class FlaxBertFFN(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.gelu(nn.Dense(INTER, name="intermediate")(x))
        h = nn.Dense(HIDDEN, name="output")(h)
        return nn.LayerNorm(name="LayerNorm")(h + x)


params = {"params": {
    "intermediate": {"kernel": sd["intermediate.dense.weight"].T, "bias": sd["intermediate.dense.bias"]},
    "output": {"kernel": sd["output.dense.weight"].T, "bias": sd["output.dense.bias"]},
    "LayerNorm": {"scale": sd["output.LayerNorm.weight"], "bias": sd["output.LayerNorm.bias"]},
}}

x = rng.normal(size=(4, 16, HIDDEN)).astype(np.float32)
jax.config.update("jax_default_matmul_precision", "highest")
ours = np.asarray(FlaxBertFFN().apply(params, x))
ref = torch_reference(x.astype(np.float64)).astype(np.float32)
print(f"flax  output: mean={ours.mean():+.6f} std={ours.std():.6f}")
print(f"torch output: mean={ref.mean():+.6f} std={ref.std():.6f}")
print(f"max |diff| = {np.abs(ours - ref).max():.3e}")
np.testing.assert_allclose(ours, ref, rtol=1e-4, atol=1e-4)
print("parity OK")
