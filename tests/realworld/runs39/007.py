# GPT-2 checkpoint conversion: HF GPT-2 stores query/key/value fused in attn.c_attn (Conv1D, weight (in, 3*in)).
# The MindSpore port uses separate q_proj/k_proj/v_proj nn.Dense layers; the converter maps c_attn -> q_proj
# (transposing Conv1D to Dense layout) but never splits the fused tensor into three.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)
HID = 64

# what the HF safetensors file holds for one block (numpy view of the tensors)
hf_state = {
    "h.0.attn.c_attn.weight": np.random.randn(HID, 3 * HID).astype(np.float32) * 0.02,
    "h.0.attn.c_attn.bias": np.zeros(3 * HID, np.float32),
    "h.0.attn.c_proj.weight": np.random.randn(HID, HID).astype(np.float32) * 0.02,
    "h.0.attn.c_proj.bias": np.zeros(HID, np.float32),
}


class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q_proj = nn.Dense(HID, HID)
        self.k_proj = nn.Dense(HID, HID)
        self.v_proj = nn.Dense(HID, HID)
        self.o_proj = nn.Dense(HID, HID)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = Attention()


class GPT2Port(nn.Cell):
    def __init__(self):
        super().__init__()
        self.h = nn.CellList([Block()])


NAME_MAP = {"c_attn": "q_proj", "c_proj": "o_proj"}


def convert(state):
    out = {}
    for k, v in state.items():
        for src, dst in NAME_MAP.items():
            k = k.replace(src, dst)
        if k.endswith(".weight"):
            v = v.T                      # Conv1D (in, out) -> Dense (out, in)
        out[k] = Parameter(Tensor(v), name=k)
    return out


net = GPT2Port()
params = convert(hf_state)
for k, v in params.items():
    print(f"{k:28s} {tuple(v.shape)}")
not_loaded, _ = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded)
