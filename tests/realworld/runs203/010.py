# Parity check of a MindSpore port of a HF BERT encoder layer (config.json hidden_act="gelu") against
# a numpy re-implementation of the HF forward with the same safetensors weights.
import os, math, numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from safetensors.numpy import save_file, load_file
from transformers import BertConfig

ms.set_context(mode=ms.PYNATIVE_MODE)
cfg = BertConfig(hidden_size=64, intermediate_size=256, num_attention_heads=4, num_hidden_layers=1, hidden_act="gelu", layer_norm_eps=1e-12)
os.makedirs("bert-mini", exist_ok=True); cfg.save_pretrained("bert-mini")
rng = np.random.default_rng(0)
H, I = cfg.hidden_size, cfg.intermediate_size
w = {"intermediate.dense.weight": rng.normal(0, 0.3, (I, H)), "intermediate.dense.bias": rng.normal(0, 0.5, I),
     "output.dense.weight": rng.normal(0, 0.1, (H, I)), "output.dense.bias": np.zeros(H),
     "output.LayerNorm.weight": np.ones(H), "output.LayerNorm.bias": np.zeros(H)}
save_file({k: v.astype(np.float32) for k, v in w.items()}, "bert-mini/ffn.safetensors")

# --- reference: HF BertIntermediate + BertOutput, ACT2FN["gelu"] == exact erf GELU ---
def hf_reference(x, sd):
    h = x @ sd["intermediate.dense.weight"].T + sd["intermediate.dense.bias"]
    h = 0.5 * h * (1.0 + np.vectorize(math.erf)(h / math.sqrt(2.0)))
    o = h @ sd["output.dense.weight"].T + sd["output.dense.bias"] + x
    mu, var = o.mean(-1, keepdims=True), o.var(-1, keepdims=True)
    return (o - mu) / np.sqrt(var + cfg.layer_norm_eps) * sd["output.LayerNorm.weight"] + sd["output.LayerNorm.bias"]

# --- MindSpore port ---
class BertFFN(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.intermediate = nn.Dense(cfg.hidden_size, cfg.intermediate_size)
        self.act = nn.GELU()
        self.output = nn.Dense(cfg.intermediate_size, cfg.hidden_size)
        self.LayerNorm = nn.LayerNorm((cfg.hidden_size,), epsilon=cfg.layer_norm_eps)
    def construct(self, x):
        return self.LayerNorm(self.output(self.act(self.intermediate(x))) + x)

sd = load_file("bert-mini/ffn.safetensors")
name_map = {"intermediate.dense.weight": "intermediate.weight", "intermediate.dense.bias": "intermediate.bias",
            "output.dense.weight": "output.weight", "output.dense.bias": "output.bias",
            "output.LayerNorm.weight": "LayerNorm.gamma", "output.LayerNorm.bias": "LayerNorm.beta"}
net = BertFFN(cfg)
nl, un = ms.load_param_into_net(net, {name_map[k]: Parameter(Tensor(v), name=name_map[k]) for k, v in sd.items()})
print("not loaded:", nl, "unused:", un)

for trial in range(3):
    x = rng.normal(0, 1.0, (2, 8, H)).astype(np.float32)
    ref = hf_reference(x.astype(np.float64), {k: v.astype(np.float64) for k, v in sd.items()})
    out = net(Tensor(x)).asnumpy()
    diff = np.abs(out - ref)
    print(f"batch {trial}: max_abs_diff={diff.max():.3e} mean_abs_diff={diff.mean():.3e} "
          f"allclose(atol=1e-5)={np.allclose(out, ref, atol=1e-5)}")
