# GPT-2 HF -> MindSpore weight copy. HF GPT-2 stores its projections as Conv1D weights (in, out); the port
# replaced them with nn.Dense, whose weight is (out, in) like torch nn.Linear, but the converter copies the
# HF arrays unchanged into the network parameters with ops.assign.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class GPT2MLP(nn.Cell):
    def __init__(self, d=64):
        super().__init__()
        self.c_fc = nn.Dense(d, 4 * d)
        self.c_proj = nn.Dense(4 * d, d)
    def construct(self, x):
        return self.c_proj(ops.gelu(self.c_fc(x), approximate="tanh"))

rng = np.random.default_rng(0)
hf_state = {                                   # HF Conv1D layout: weight (in_features, out_features)
    "mlp.c_fc.weight": rng.standard_normal((64, 256)).astype(np.float32),
    "mlp.c_fc.bias": np.zeros(256, np.float32),
    "mlp.c_proj.weight": rng.standard_normal((256, 64)).astype(np.float32),
    "mlp.c_proj.bias": np.zeros(64, np.float32),
}
net = GPT2MLP()
params = {p.name: p for p in net.get_parameters()}
for hf_name, arr in hf_state.items():
    name = hf_name[len("mlp."):]
    print(f"copy {hf_name} {arr.shape} -> {name} {params[name].shape}")
    ops.assign(params[name], Tensor(arr))
print("weights copied")
