# convert a GPT-2 style HF checkpoint (Conv1D layers) to a MindSpore attention block
import numpy as np
import mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file, load_file

ms.set_device("CPU")
H = 64
rng = np.random.default_rng(0)
hf = {"h.0.attn.c_attn.weight": rng.standard_normal((H, 3 * H)).astype(np.float32),
      "h.0.attn.c_attn.bias": np.zeros(3 * H, np.float32),
      "h.0.attn.c_proj.weight": rng.standard_normal((H, H)).astype(np.float32),
      "h.0.attn.c_proj.bias": np.zeros(H, np.float32)}
save_file(hf, "gpt2_004.safetensors")

class Attn(nn.Cell):
    def __init__(self, h):
        super().__init__()
        self.c_attn = nn.Dense(h, 3 * h)
        self.c_proj = nn.Dense(h, h)
    def construct(self, x):
        q, k, v = self.c_attn(x).split(H, axis=-1)
        return self.c_proj(v)

net = Attn(H)
sd = load_file("gpt2_004.safetensors")
params = {}
for k, v in sd.items():
    name = k.replace("h.0.attn.", "")
    params[name] = ms.Parameter(ms.Tensor(v), name=name)
not_loaded, _ = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded)
