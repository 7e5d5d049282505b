# Mistake: a LoRA adapter trained with PEFT LoraConfig(r=8) is converted to a MindSpore checkpoint and
# loaded into the port's LoRA layers, which were built with the rank from the new run config (r=16);
# lora_A/lora_B tensors of the checkpoint are (8, 64)/(64, 8) while the network expects (16, 64)/(64, 16).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

class LoRADense(nn.Cell):
    def __init__(self, d_in, d_out, r, alpha=32):
        super().__init__()
        self.base = nn.Dense(d_in, d_out, has_bias=False)
        self.base.weight.requires_grad = False
        self.lora_A = nn.Dense(d_in, r, has_bias=False)
        self.lora_B = nn.Dense(r, d_out, has_bias=False)
        self.scaling = alpha / r
    def construct(self, x):
        return self.base(x) + self.lora_B(self.lora_A(x)) * self.scaling

class Attn(nn.Cell):
    def __init__(self, h=64, r=16):
        super().__init__()
        self.q_proj = LoRADense(h, h, r)
        self.v_proj = LoRADense(h, h, r)
    def construct(self, x):
        return self.q_proj(x) + self.v_proj(x)

# adapter converted from adapter_model.safetensors (PEFT, r=8)
rng = np.random.default_rng(0)
adapter = {}
for proj in ("q_proj", "v_proj"):
    adapter[f"{proj}.lora_A.weight"] = ms.Parameter(ms.Tensor(rng.normal(0, 0.02, (8, 64)).astype(np.float32)), name=f"{proj}.lora_A.weight")
    adapter[f"{proj}.lora_B.weight"] = ms.Parameter(ms.Tensor(np.zeros((64, 8), np.float32)), name=f"{proj}.lora_B.weight")
ms.save_checkpoint([{"name": k, "data": v} for k, v in adapter.items()], "adapter_r8.ckpt")

net = Attn(r=16)   # lora_r: 16 in the new finetune yaml
params = ms.load_checkpoint("adapter_r8.ckpt")
not_loaded, _ = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded)
