# Load a converted HF GPT-2 style MLP block (Conv1D weights) into a MindSpore Dense-based port
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
D = 64

class GPT2MLP(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.c_fc = nn.Dense(d, 4 * d)
        self.c_proj = nn.Dense(4 * d, d)
        self.act = nn.GELU(approximate=True)
    def construct(self, x):
        return self.c_proj(self.act(self.c_fc(x)))

class Block(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.ln_2 = nn.LayerNorm((d,))
        self.mlp = GPT2MLP(d)
    def construct(self, x):
        return x + self.mlp(self.ln_2(x))

# "HF state dict" (transformers Conv1D stores weight as [in_features, out_features])
rng = np.random.default_rng(0)
hf_state = {
    "h.0.ln_2.weight": np.ones(D, np.float32), "h.0.ln_2.bias": np.zeros(D, np.float32),
    "h.0.mlp.c_fc.weight": rng.normal(0, 0.02, (D, 4 * D)).astype(np.float32),
    "h.0.mlp.c_fc.bias": np.zeros(4 * D, np.float32),
    "h.0.mlp.c_proj.weight": rng.normal(0, 0.02, (4 * D, D)).astype(np.float32),
    "h.0.mlp.c_proj.bias": np.zeros(D, np.float32),
}

def convert(state):
    out = {}
    for k, v in state.items():
        k = k.replace("h.0.", "")
        k = k.replace("ln_2.weight", "ln_2.gamma").replace("ln_2.bias", "ln_2.beta")
        out[k] = ms.Parameter(ms.Tensor(v), name=k)
    return out

net = Block(D)
params = convert(hf_state)
print(f"converted {len(params)} tensors")
ms.save_checkpoint([{"name": k, "data": v} for k, v in params.items()], "gpt2_block.ckpt")
param_dict = ms.load_checkpoint("gpt2_block.ckpt")
not_loaded, ckpt_not_loaded = ms.load_param_into_net(net, param_dict, strict_load=True)
print("not loaded:", not_loaded)
x = ms.Tensor(rng.normal(size=(2, 8, D)).astype(np.float32))
print("output shape", net(x).shape)
