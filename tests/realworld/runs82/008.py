# MindSpore -> HF export: write the trained weights as model.safetensors and keep training
# state in the safetensors metadata header (as our torch exporter did).
import numpy as np
import mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file, load_file

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q_proj = nn.Dense(32, 32, has_bias=False)
        self.o_proj = nn.Dense(32, 32, has_bias=False)
    def construct(self, x):
        return self.o_proj(self.q_proj(x))

net = Block()
state = {f"model.layers.0.self_attn.{k}": p.asnumpy() for k, p in net.parameters_and_names()}
for k, v in state.items():
    print(k, v.shape, v.dtype)
meta = {"format": "pt", "global_step": 1200, "epoch": 3, "source": "mindspore-2.9.0"}
save_file(state, "model.safetensors", metadata=meta)
print("reloaded", list(load_file("model.safetensors").keys()))
