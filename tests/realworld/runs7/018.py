# HF model.safetensors loaded with mindspore.load_checkpoint(format="safetensors") into a MindSpore re-implementation
# whose Cells are named after MindFormers (attention.wq, feed_forward.w1, ...); the HF -> MindSpore name mapping
# step of the converter was skipped.
import numpy as np, mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file
ms.set_device("CPU")
D, F = 32, 64
hf = {"model.embed_tokens.weight": (100, D), "model.layers.0.self_attn.q_proj.weight": (D, D),
      "model.layers.0.self_attn.k_proj.weight": (D, D), "model.layers.0.self_attn.v_proj.weight": (D, D),
      "model.layers.0.self_attn.o_proj.weight": (D, D), "model.layers.0.mlp.gate_proj.weight": (F, D),
      "model.layers.0.mlp.up_proj.weight": (F, D), "model.layers.0.mlp.down_proj.weight": (D, F),
      "model.norm.weight": (D,), "lm_head.weight": (100, D)}
save_file({k: np.random.randn(*s).astype(np.float32) for k, s in hf.items()}, "model.safetensors")
class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wq, self.wk, self.wv, self.wo = (nn.Dense(D, D, has_bias=False) for _ in range(4))
class FFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1, self.w3, self.w2 = nn.Dense(D, F, has_bias=False), nn.Dense(D, F, has_bias=False), nn.Dense(F, D, has_bias=False)
class Layer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attention, self.feed_forward = Attention(), FFN()
class TinyLlama(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok_embeddings = nn.Embedding(100, D)
        self.layers = nn.CellList([Layer()])
        self.norm_out = nn.RMSNorm(D) if hasattr(nn, "RMSNorm") else nn.LayerNorm((D,))
        self.lm_head = nn.Dense(D, 100, has_bias=False)
net = TinyLlama()
params = ms.load_checkpoint("model.safetensors", format="safetensors")
not_loaded, unused = ms.load_param_into_net(net, params)
print("network params not loaded:", not_loaded)
print("checkpoint params unused:", unused)
if not_loaded:
    raise RuntimeError(f"{len(not_loaded)} parameters were not initialised from the checkpoint")
