"""Parity check while porting a BERT encoder layer from PyTorch (HF BertLayer) to Flax linen.
The PyTorch reference activations are recomputed here in NumPy with the same weights (torch semantics:
nn.GELU() exact erf, nn.LayerNorm(eps=1e-12)). Weights are copied into the Flax params tree."""
import math
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn

H, FF, HEADS, T, B = 64, 256, 4, 16, 2
rng = np.random.default_rng(0)


class FlaxBertLayer(nn.Module):
    @nn.compact
    def __call__(self, x):
        attn = nn.MultiHeadDotProductAttention(num_heads=HEADS, name="attention")(x)
        x = nn.LayerNorm(name="attention_ln")(x + attn)
        h = nn.gelu(nn.Dense(FF, name="intermediate")(x))
        h = nn.Dense(H, name="output")(h)
        return nn.LayerNorm(name="output_ln")(x + h)


x = rng.normal(size=(B, T, H)).astype(np.float32)
model = FlaxBertLayer()
params = jax.tree_util.tree_map(np.asarray, model.init(jax.random.PRNGKey(0), x)["params"])
# "state_dict" with random values in place of bert-base weights
params = jax.tree_util.tree_map(lambda a: rng.normal(scale=0.2, size=a.shape).astype(np.float32), params)


# ---------------- torch-semantics reference in NumPy ----------------
_erf = np.vectorize(math.erf)


def t_gelu(v):            # torch.nn.GELU() default approximate='none'
    return 0.5 * v * (1.0 + _erf(v / math.sqrt(2.0)))


def t_layernorm(v, g, b, eps=1e-12):
    mu = v.mean(-1, keepdims=True); var = v.var(-1, keepdims=True)
    return (v - mu) / np.sqrt(var + eps) * g + b


def t_attention(v, p):
    q = np.einsum("btd,dhk->bthk", v, p["query"]["kernel"]) + p["query"]["bias"]
    k = np.einsum("btd,dhk->bthk", v, p["key"]["kernel"]) + p["key"]["bias"]
    vv = np.einsum("btd,dhk->bthk", v, p["value"]["kernel"]) + p["value"]["bias"]
    s = np.einsum("bqhk,bshk->bhqs", q, k) / math.sqrt(q.shape[-1])
    s = np.exp(s - s.max(-1, keepdims=True)); s /= s.sum(-1, keepdims=True)
    o = np.einsum("bhqs,bshk->bqhk", s, vv)
    return np.einsum("bqhk,hkd->bqd", o, p["out"]["kernel"]) + p["out"]["bias"]


def torch_reference(v, p):
    a = t_attention(v, p["attention"])
    v = t_layernorm(v + a, p["attention_ln"]["scale"], p["attention_ln"]["bias"])
    inter = v @ p["intermediate"]["kernel"] + p["intermediate"]["bias"]
    h = t_gelu(inter)
    h = h @ p["output"]["kernel"] + p["output"]["bias"]
    return t_layernorm(v + h, p["output_ln"]["scale"], p["output_ln"]["bias"]), inter, h


ref_out, ref_inter, _ = torch_reference(x.astype(np.float64), params)
out, state = model.apply({"params": params}, x, capture_intermediates=True)
flax_inter = np.asarray(state["intermediates"]["intermediate"]["__call__"][0])

print(f"jax {jax.__version__} | flax params: {sum(a.size for a in jax.tree_util.tree_leaves(params)):,}")
print(f"intermediate (pre-activation) max_abs_diff={np.abs(flax_inter - ref_inter).max():.3e}")
for tol in (1e-5, 1e-4, 1e-3):
    diff = np.abs(np.asarray(out) - ref_out)
    print(f"layer output vs torch reference: max_abs_diff={diff.max():.3e} mean_abs_diff={diff.mean():.3e} "
          f"allclose(atol={tol:g})={np.allclose(np.asarray(out), ref_out, atol=tol)}")
