# GPT-2 weights converted to MindSpore: HF Conv1D stores c_attn.weight as (in, out), copied without transpose into nn.Dense
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

hidden = 64
class Attn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c_attn = nn.Dense(hidden, 3 * hidden)
        self.c_proj = nn.Dense(hidden, hidden)
    def construct(self, x):
        return self.c_proj(self.c_attn(x)[..., :hidden])

# HF GPT-2 state_dict shapes (Conv1D: weight is [in_features, out_features])
hf_state = {
    "h.0.attn.c_attn.weight": np.random.randn(hidden, 3 * hidden).astype(np.float32),
    "h.0.attn.c_attn.bias": np.zeros(3 * hidden, np.float32),
    "h.0.attn.c_proj.weight": np.random.randn(hidden, hidden).astype(np.float32),
    "h.0.attn.c_proj.bias": np.zeros(hidden, np.float32),
}
ms_params = {k.replace("h.0.attn.", ""): ms.Parameter(ms.Tensor(v), name=k.replace("h.0.attn.", ""))
             for k, v in hf_state.items()}
net = Attn()
ms.load_param_into_net(net, ms_params, strict_load=True)
print("loaded")
