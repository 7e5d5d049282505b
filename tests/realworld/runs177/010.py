"""Parity check: Flax port of a BERT encoder feed-forward stack vs the PyTorch reference.
Weights and the reference activations were exported from the torch model (BertIntermediate with
hidden_act="gelu", i.e. torch.nn.functional.gelu, + BertOutput with LayerNorm eps=1e-12)."""
import math, os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn

jax.config.update("jax_default_matmul_precision", "highest")
HIDDEN, INTER, LAYERS, EPS = 256, 1024, 4, 1e-12
EXPORT = "/home/user/project/bert_ffn_export.npz"

def export_reference():
    """What export_torch.py wrote (torch.save -> npz): state_dict tensors, inputs and per-layer outputs."""
    rng = np.random.default_rng(1234)
    sd = {}
    for i in range(LAYERS):
        sd[f"layer.{i}.intermediate.dense.weight"] = rng.normal(0, 0.05, (INTER, HIDDEN))
        sd[f"layer.{i}.intermediate.dense.bias"] = rng.normal(0, 0.05, INTER)
        sd[f"layer.{i}.output.dense.weight"] = rng.normal(0, 0.05, (HIDDEN, INTER))
        sd[f"layer.{i}.output.dense.bias"] = rng.normal(0, 0.05, HIDDEN)
        sd[f"layer.{i}.output.LayerNorm.weight"] = 1 + rng.normal(0, 0.05, HIDDEN)
        sd[f"layer.{i}.output.LayerNorm.bias"] = rng.normal(0, 0.05, HIDDEN)
    x = rng.normal(0, 1, (8, 128, HIDDEN))
    erf = np.vectorize(math.erf)
    h, outs = x, []
    for i in range(LAYERS):
        a = h @ sd[f"layer.{i}.intermediate.dense.weight"].T + sd[f"layer.{i}.intermediate.dense.bias"]
        a = 0.5 * a * (1 + erf(a / math.sqrt(2)))                       # F.gelu (exact)
        o = a @ sd[f"layer.{i}.output.dense.weight"].T + sd[f"layer.{i}.output.dense.bias"] + h
        mu, var = o.mean(-1, keepdims=True), o.var(-1, keepdims=True)
        h = (o - mu) / np.sqrt(var + EPS) * sd[f"layer.{i}.output.LayerNorm.weight"] + sd[f"layer.{i}.output.LayerNorm.bias"]
        outs.append(h)
    np.savez(EXPORT, x=x.astype(np.float32), **{k: v.astype(np.float32) for k, v in sd.items()},
             **{f"ref_out_{i}": o.astype(np.float32) for i, o in enumerate(outs)})

class FFNLayer(nn.Module):
    @nn.compact
    def __call__(self, h):
        a = nn.Dense(INTER, name="intermediate")(h)
        a = nn.gelu(a)
        o = nn.Dense(HIDDEN, name="output")(a) + h
        return nn.LayerNorm(epsilon=EPS, name="LayerNorm")(o)

class FFNStack(nn.Module):
    @nn.compact
    def __call__(self, h):
        outs = []
        for i in range(LAYERS):
            h = FFNLayer(name=f"layer_{i}")(h)
            outs.append(h)
        return outs

def torch_to_flax(sd):
    p = {}
    for i in range(LAYERS):
        t = f"layer.{i}."
        p[f"layer_{i}"] = {
            "intermediate": {"kernel": sd[t + "intermediate.dense.weight"].T, "bias": sd[t + "intermediate.dense.bias"]},
            "output": {"kernel": sd[t + "output.dense.weight"].T, "bias": sd[t + "output.dense.bias"]},
            "LayerNorm": {"scale": sd[t + "output.LayerNorm.weight"], "bias": sd[t + "output.LayerNorm.bias"]},
        }
    return p

if not os.path.exists(EXPORT):
    os.makedirs(os.path.dirname(EXPORT), exist_ok=True)
    export_reference()
data = dict(np.load(EXPORT))
params = torch_to_flax(data)
outs = jax.jit(lambda p, x: FFNStack().apply({"params": p}, x))(params, data["x"])
print(f"jax {jax.__version__} | comparing {LAYERS} layers, input {data['x'].shape}, atol=1e-5 rtol=1e-4")
for i, o in enumerate(outs):
    ref = data[f"ref_out_{i}"]; o = np.asarray(o)
    diff = np.abs(o - ref)
    ok = np.allclose(o, ref, atol=1e-5, rtol=1e-4)
    print(f"layer {i}: max_abs_diff={diff.max():.3e} mean_abs_diff={diff.mean():.3e} "
          f"mismatched={np.mean(~np.isclose(o, ref, atol=1e-5, rtol=1e-4)) * 100:.1f}% allclose={ok}")
final = np.abs(np.asarray(outs[-1]) - data[f"ref_out_{LAYERS - 1}"])
print(f"final hidden state: flax vs torch max_abs_diff={final.max():.3e} (cosine={np.sum(np.asarray(outs[-1]) * data['ref_out_3']) / (np.linalg.norm(outs[-1]) * np.linalg.norm(data['ref_out_3'])):.6f})")
