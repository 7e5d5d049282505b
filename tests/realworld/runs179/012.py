"""Parity check of a MindSpore port of the BERT feed-forward/LayerNorm stack against a numpy
re-implementation of transformers' modeling_bert (BertIntermediate + BertOutput), same weights.
Config comes from the HF BertConfig (hidden_act='gelu', layer_norm_eps=1e-12)."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn
from transformers import BertConfig

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

cfg = BertConfig(hidden_size=64, intermediate_size=256, num_hidden_layers=4)
print(f"hidden_act={cfg.hidden_act} layer_norm_eps={cfg.layer_norm_eps} layers={cfg.num_hidden_layers}")
rng = np.random.default_rng(0)
weights = [dict(w1=rng.normal(0, 0.2, (cfg.intermediate_size, cfg.hidden_size)).astype(np.float32),
                b1=rng.normal(0, 0.1, cfg.intermediate_size).astype(np.float32),
                w2=rng.normal(0, 0.2, (cfg.hidden_size, cfg.intermediate_size)).astype(np.float32),
                b2=np.zeros(cfg.hidden_size, np.float32),
                g=np.ones(cfg.hidden_size, np.float32), b=np.zeros(cfg.hidden_size, np.float32))
           for _ in range(cfg.num_hidden_layers)]

# ---- reference: HF formulas (ACT2FN['gelu'] = exact erf GELU, nn.LayerNorm(eps=config.layer_norm_eps)) ----
erf = np.vectorize(math.erf)
def ref_layer(x, w):
    h = x @ w["w1"].T + w["b1"]
    h = 0.5 * h * (1.0 + erf(h / math.sqrt(2.0)))
    y = h @ w["w2"].T + w["b2"] + x
    mu, var = y.mean(-1, keepdims=True), y.var(-1, keepdims=True)
    return ((y - mu) / np.sqrt(var + cfg.layer_norm_eps) * w["g"] + w["b"]).astype(np.float32)


# ---- MindSpore port ----
class FFNLayer(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.intermediate = nn.Dense(c.hidden_size, c.intermediate_size)
        self.act = nn.GELU()
        self.output = nn.Dense(c.intermediate_size, c.hidden_size)
        self.LayerNorm = nn.LayerNorm((c.hidden_size,))

    def construct(self, x):
        return self.LayerNorm(self.output(self.act(self.intermediate(x))) + x)


layers = [FFNLayer(cfg) for _ in range(cfg.num_hidden_layers)]
for layer, w in zip(layers, weights):
    layer.intermediate.weight.set_data(ms.Tensor(w["w1"])); layer.intermediate.bias.set_data(ms.Tensor(w["b1"]))
    layer.output.weight.set_data(ms.Tensor(w["w2"])); layer.output.bias.set_data(ms.Tensor(w["b2"]))
    layer.LayerNorm.gamma.set_data(ms.Tensor(w["g"])); layer.LayerNorm.beta.set_data(ms.Tensor(w["b"]))

x = rng.normal(0, 1, (2, 16, cfg.hidden_size)).astype(np.float32)
ref, out = x, ms.Tensor(x)
for i, (layer, w) in enumerate(zip(layers, weights)):
    ref, out = ref_layer(ref, w), layer(out)
    d = np.abs(out.asnumpy() - ref)
    print(f"layer {i}: max_abs_diff={d.max():.3e} mean_abs_diff={d.mean():.3e}")

np.testing.assert_allclose(out.asnumpy(), ref, rtol=1e-5, atol=1e-5, err_msg="MindSpore port vs HF reference (last hidden state)")
print("parity OK")
