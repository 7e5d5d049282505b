# load a BERT-style HF safetensors checkpoint into a ported MindSpore encoder layer
import numpy as np
import mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file, load_file

ms.set_device("CPU")
H = 32
rng = np.random.default_rng(0)
hf = {
    "encoder.layer.0.attention.output.dense.weight": rng.standard_normal((H, H)).astype(np.float32),
    "encoder.layer.0.attention.output.dense.bias": np.zeros(H, np.float32),
    "encoder.layer.0.attention.output.LayerNorm.weight": np.ones(H, np.float32),
    "encoder.layer.0.attention.output.LayerNorm.bias": np.zeros(H, np.float32),
}
save_file(hf, "bert_006.safetensors")

class SelfOutput(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(H, H)
        self.LayerNorm = nn.LayerNorm((H,), epsilon=1e-12)
    def construct(self, x, res):
        return self.LayerNorm(self.dense(x) + res)

net = SelfOutput()
sd = load_file("bert_006.safetensors")
prefix = "encoder.layer.0.attention.output."
params = {k[len(prefix):]: ms.Parameter(ms.Tensor(v), name=k[len(prefix):]) for k, v in sd.items()}
print("network params:", [p.name for p in net.get_parameters()])
param_not_load, ckpt_not_load = ms.load_param_into_net(net, params)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} network parameters were not loaded: {param_not_load}; "
                       f"unused checkpoint keys: {ckpt_not_load}")
