# HF Qwen-style checkpoint (GQA: 2 kv heads) loaded into a MindSpore attention port
import json, os
import numpy as np
import mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file, load_file
d="ckpt/qwen_tiny"; os.makedirs(d, exist_ok=True)
cfg = {"model_type":"qwen2","hidden_size":128,"num_attention_heads":8,"num_key_value_heads":2,
       "intermediate_size":256,"num_hidden_layers":1,"vocab_size":500}
json.dump(cfg, open(f"{d}/config.json","w"))
hd = 128 // 8
rng = np.random.default_rng(0)
save_file({"model.layers.0.self_attn.q_proj.weight": rng.standard_normal((128,128)).astype(np.float32),
           "model.layers.0.self_attn.k_proj.weight": rng.standard_normal((2*hd,128)).astype(np.float32),
           "model.layers.0.self_attn.v_proj.weight": rng.standard_normal((2*hd,128)).astype(np.float32),
           "model.layers.0.self_attn.o_proj.weight": rng.standard_normal((128,128)).astype(np.float32)},
          f"{d}/model.safetensors")
class Attention(nn.Cell):
    def __init__(self, hidden, heads):
        super().__init__()
        self.q_proj = nn.Dense(hidden, hidden, has_bias=False)
        self.k_proj = nn.Dense(hidden, hidden, has_bias=False)
        self.v_proj = nn.Dense(hidden, hidden, has_bias=False)
        self.o_proj = nn.Dense(hidden, hidden, has_bias=False)
    def construct(self, x):
        return self.o_proj(self.q_proj(x) + self.k_proj(x) + self.v_proj(x))
class Layer(nn.Cell):
    def __init__(self):
        super().__init__(); self.self_attn = Attention(cfg["hidden_size"], cfg["num_attention_heads"])
net = nn.CellList([Layer()])
sd = load_file(f"{d}/model.safetensors")
ms_sd = {k.replace("model.layers.", ""): ms.Parameter(ms.Tensor(v), name=k.replace("model.layers.", "")) for k, v in sd.items()}
print([p.name for p in net.get_parameters()])
not_loaded, _ = ms.load_param_into_net(net, ms_sd, strict_load=True)
print("not loaded:", not_loaded)
