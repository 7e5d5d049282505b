# Convert a (tiny) Hugging Face GPT-2 style MLP block to MindSpore and load its weights.
# HF state dict keys: h.0.mlp.c_fc.weight / c_fc.bias / c_proj.weight / c_proj.bias
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

N_EMBD, N_INNER, N_LAYER = 64, 256, 2

def fake_hf_state_dict():
    """Stands in for torch.load('pytorch_model.bin'); GPT-2 uses Conv1D with weight [in, out]."""
    rng = np.random.default_rng(0)
    sd = {}
    for i in range(N_LAYER):
        sd[f"h.{i}.mlp.c_fc.weight"] = rng.normal(0, 0.02, (N_EMBD, N_INNER)).astype(np.float32)
        sd[f"h.{i}.mlp.c_fc.bias"] = np.zeros(N_INNER, np.float32)
        sd[f"h.{i}.mlp.c_proj.weight"] = rng.normal(0, 0.02, (N_INNER, N_EMBD)).astype(np.float32)
        sd[f"h.{i}.mlp.c_proj.bias"] = np.zeros(N_EMBD, np.float32)
    return sd

class GPT2MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c_fc = nn.Dense(N_EMBD, N_INNER)
        self.c_proj = nn.Dense(N_INNER, N_EMBD)
        self.act = nn.GELU(approximate=True)

    def construct(self, x):
        return self.c_proj(self.act(self.c_fc(x)))

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = GPT2MLP()

    def construct(self, x):
        return x + self.mlp(x)

class TinyGPT2MLPStack(nn.Cell):
    def __init__(self):
        super().__init__()
        self.h = nn.CellList([Block() for _ in range(N_LAYER)])

    def construct(self, x):
        for blk in self.h:
            x = blk(x)
        return x

def convert(sd):
    params = {}
    for k, v in sd.items():
        params[k] = Parameter(Tensor(v), name=k)
    return params

net = TinyGPT2MLPStack()
print("network params:")
for p in net.get_parameters():
    print(f"  {p.name} {p.shape}")
param_dict = convert(fake_hf_state_dict())
ms.save_checkpoint([{"name": k, "data": v} for k, v in param_dict.items()], "gpt2_mlp.ckpt")
print("saved gpt2_mlp.ckpt")
param_dict = ms.load_checkpoint("gpt2_mlp.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict, strict_load=True)
print("not loaded:", not_loaded)
x = Tensor(np.random.default_rng(1).normal(size=(2, 8, N_EMBD)).astype(np.float32))
print("output mean", net(x).mean())
