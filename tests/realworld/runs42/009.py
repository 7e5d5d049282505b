# Mistake: HF LlamaRMSNorm (x * rsqrt(mean(x^2) + eps) * weight, no mean subtraction, no bias)
# replaced in the MindSpore port by nn.LayerNorm with epsilon=rms_norm_eps, because "the shapes
# match"; with the converted weights the decoder-layer outputs leave the HF reference dump and the
# parity check fails.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_device("CPU")
H, I = 64, 172
rng = np.random.default_rng(7)
w = {"input_layernorm.weight": (1.0 + 0.1 * rng.normal(size=H)).astype(np.float32),
     "mlp.gate_proj.weight": (0.05 * rng.normal(size=(I, H))).astype(np.float32),
     "mlp.up_proj.weight": (0.05 * rng.normal(size=(I, H))).astype(np.float32),
     "mlp.down_proj.weight": (0.05 * rng.normal(size=(H, I))).astype(np.float32)}
x = (0.5 + rng.normal(size=(2, 8, H))).astype(np.float32)   # hidden states with a non-zero mean

# reference (numpy re-implementation of the HF torch code, saved from the torch run)
def hf_block(x):
    var = np.mean(x.astype(np.float32) ** 2, axis=-1, keepdims=True)
    h = w["input_layernorm.weight"] * (x / np.sqrt(var + 1e-6))
    g = h @ w["mlp.gate_proj.weight"].T
    u = h @ w["mlp.up_proj.weight"].T
    return x + ((g / (1 + np.exp(-g))) * u) @ w["mlp.down_proj.weight"].T
ref = hf_block(x)

class LlamaMLPBlock(nn.Cell):
    def __init__(self):
        super().__init__()
        self.input_layernorm = nn.LayerNorm((H,), epsilon=1e-6)
        self.gate_proj = nn.Dense(H, I, has_bias=False)
        self.up_proj = nn.Dense(H, I, has_bias=False)
        self.down_proj = nn.Dense(I, H, has_bias=False)
        self.act = nn.SiLU()
    def construct(self, x):
        h = self.input_layernorm(x)
        return x + self.down_proj(self.act(self.gate_proj(h)) * self.up_proj(h))

blk = LlamaMLPBlock()
blk.input_layernorm.gamma.set_data(ms.Tensor(w["input_layernorm.weight"]))
blk.gate_proj.weight.set_data(ms.Tensor(w["mlp.gate_proj.weight"]))
blk.up_proj.weight.set_data(ms.Tensor(w["mlp.up_proj.weight"]))
blk.down_proj.weight.set_data(ms.Tensor(w["mlp.down_proj.weight"]))
out = blk(ms.Tensor(x)).asnumpy()
diff = np.abs(out - ref)
print(f"decoder MLP block parity vs HF reference: max_abs_diff {diff.max():.4e} mean_abs_diff {diff.mean():.4e}")
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)
print("parity OK")
