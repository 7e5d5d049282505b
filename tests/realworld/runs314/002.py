# Convert a (synthetic) HF GPT-2 style state dict to a MindSpore checkpoint and load it into the ported block.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
n_embd, n_inner = 64, 256

# HF GPT-2 uses Conv1D whose weight is stored as [in_features, out_features]
hf_state_dict = {
    "h.0.ln_1.weight": np.ones(n_embd, np.float32),
    "h.0.ln_1.bias": np.zeros(n_embd, np.float32),
    "h.0.mlp.c_fc.weight": rng.normal(0, 0.02, (n_embd, n_inner)).astype(np.float32),
    "h.0.mlp.c_fc.bias": np.zeros(n_inner, np.float32),
    "h.0.mlp.c_proj.weight": rng.normal(0, 0.02, (n_inner, n_embd)).astype(np.float32),
    "h.0.mlp.c_proj.bias": np.zeros(n_embd, np.float32),
}

class MLPBlock(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm((n_embd,), epsilon=1e-5)
        self.c_fc = nn.Dense(n_embd, n_inner)
        self.c_proj = nn.Dense(n_inner, n_embd)
        self.act = nn.GELU(approximate=True)
    def construct(self, x):
        return x + self.c_proj(self.act(self.c_fc(self.ln_1(x))))

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.h = nn.CellList([MLPBlock()])
    def construct(self, x):
        for blk in self.h:
            x = blk(x)
        return x

def convert(sd):
    out = []
    for k, v in sd.items():
        k = k.replace("ln_1.weight", "ln_1.gamma").replace("ln_1.bias", "ln_1.beta").replace("mlp.", "")
        out.append({"name": k, "data": Tensor(v)})
    return out

ms.save_checkpoint(convert(hf_state_dict), "gpt2_block.ckpt")
print("saved gpt2_block.ckpt with", len(hf_state_dict), "tensors")
net = Model()
for p in net.get_parameters():
    print(p.name, p.shape)
param_dict = ms.load_checkpoint("gpt2_block.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict, strict_load=True)
print("not loaded:", not_loaded)
x = Tensor(rng.normal(size=(2, 8, n_embd)).astype(np.float32))
print("output mean", net(x).mean())
