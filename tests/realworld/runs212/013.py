"""Numerical parity check: Flax linen port of a HF BERT-style encoder vs the reference (torch semantics, re-implemented in numpy)."""
import math
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
from flax.traverse_util import flatten_dict

jax.config.update("jax_enable_x64", False)
VOCAB, D, HEADS, FF, LAYERS, SEQ, B = 1000, 128, 4, 512, 4, 32, 4
LN_EPS = 1e-12  # config.layer_norm_eps


class BertLayer(nn.Module):
    @nn.compact
    def __call__(self, x):
        a = nn.MultiHeadDotProductAttention(num_heads=HEADS, qkv_features=D, name="attention")(x, x)
        x = nn.LayerNorm(epsilon=LN_EPS, name="attention_ln")(x + a)
        h = nn.Dense(FF, name="intermediate")(x)
        h = nn.gelu(h)
        h = nn.Dense(D, name="output")(h)
        return nn.LayerNorm(epsilon=LN_EPS, name="output_ln")(x + h)


class BertEncoder(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D, name="word_embeddings")(ids)
        x = x + self.param("position_embeddings", nn.initializers.normal(0.02), (SEQ, D))[None]
        x = nn.LayerNorm(epsilon=LN_EPS, name="embeddings_ln")(x)
        outs = []
        for i in range(LAYERS):
            x = BertLayer(name=f"layer_{i}")(x)
            outs.append(x)
        return outs


# ---------------- reference: torch BertModel semantics in float64 numpy ----------------
def ln_ref(x, p):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + LN_EPS) * p["scale"] + p["bias"]


def gelu_ref(x):  # torch.nn.functional.gelu (default)
    from scipy.special import erf
    return 0.5 * x * (1.0 + erf(x / math.sqrt(2.0)))


def attn_ref(x, p):
    hd = D // HEADS
    q = np.einsum("bsd,dhk->bshk", x, p["query"]["kernel"]) + p["query"]["bias"]
    k = np.einsum("bsd,dhk->bshk", x, p["key"]["kernel"]) + p["key"]["bias"]
    v = np.einsum("bsd,dhk->bshk", x, p["value"]["kernel"]) + p["value"]["bias"]
    s = np.einsum("bqhk,bthk->bhqt", q, k) / math.sqrt(hd)
    s = np.exp(s - s.max(-1, keepdims=True))
    s = s / s.sum(-1, keepdims=True)
    o = np.einsum("bhqt,bthk->bqhk", s, v)
    return np.einsum("bqhk,hkd->bqd", o, p["out"]["kernel"]) + p["out"]["bias"]


def reference_forward(params, ids):
    p = jax.tree.map(lambda a: np.asarray(a, np.float64), params)
    x = p["word_embeddings"]["embedding"][ids] + p["position_embeddings"][None]
    x = ln_ref(x, p["embeddings_ln"])
    outs = []
    for i in range(LAYERS):
        lp = p[f"layer_{i}"]
        x = ln_ref(x + attn_ref(x, lp["attention"]), lp["attention_ln"])
        h = gelu_ref(x @ lp["intermediate"]["kernel"] + lp["intermediate"]["bias"])
        h = h @ lp["output"]["kernel"] + lp["output"]["bias"]
        x = ln_ref(x + h, lp["output_ln"])
        outs.append(x)
    return outs


def main():
    ids = np.random.default_rng(0).integers(0, VOCAB, size=(B, SEQ))
    model = BertEncoder()
    params = model.init(jax.random.PRNGKey(0), ids)["params"]
    n = sum(a.size for a in jax.tree.leaves(params))
    print(f"parity check: {LAYERS} layers, d_model={D}, {n} params, batch {B}x{SEQ}, tol atol=1e-4")
    flax_outs = jax.jit(model.apply)({"params": params}, ids)
    ref_outs = reference_forward(params, ids)
    ok = True
    for i, (a, b) in enumerate(zip(flax_outs, ref_outs)):
        a = np.asarray(a, np.float64)
        d = np.abs(a - b)
        close = np.allclose(a, b, atol=1e-4)
        ok &= close
        print(f"layer {i}: max_abs_diff {d.max():.3e} mean_abs_diff {d.mean():.3e} allclose={close}")
    cls_flax, cls_ref = np.asarray(flax_outs[-1][:, 0]), ref_outs[-1][:, 0]
    cos = (cls_flax * cls_ref).sum(-1) / (np.linalg.norm(cls_flax, axis=-1) * np.linalg.norm(cls_ref, axis=-1))
    print(f"[CLS] cosine similarity per example: {np.round(cos, 6).tolist()}")
    print("PARITY OK" if ok else "PARITY FAILED")


if __name__ == "__main__":
    main()
