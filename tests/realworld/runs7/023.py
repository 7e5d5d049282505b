# healthy: HF-named safetensors converted with an explicit name map to a MindSpore network, loaded with
# load_checkpoint(format="safetensors"); nothing missing, outputs compared with a numpy reference.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
from safetensors.numpy import save_file, load_file
ms.set_device("CPU")
rng = np.random.default_rng(5)
hf = {"encoder.dense.weight": rng.normal(size=(24, 10)).astype(np.float32), "encoder.dense.bias": rng.normal(size=24).astype(np.float32),
      "encoder.LayerNorm.weight": np.ones(24, np.float32), "encoder.LayerNorm.bias": np.zeros(24, np.float32),
      "classifier.weight": rng.normal(size=(3, 24)).astype(np.float32), "classifier.bias": np.zeros(3, np.float32)}
save_file(hf, "hf_model.safetensors")
MAP = {"encoder.dense.weight": "dense.weight", "encoder.dense.bias": "dense.bias", "encoder.LayerNorm.weight": "norm.gamma",
       "encoder.LayerNorm.bias": "norm.beta", "classifier.weight": "head.weight", "classifier.bias": "head.bias"}
save_file({MAP[k]: v for k, v in load_file("hf_model.safetensors").items()}, "ms_model.safetensors")
print("converted", len(MAP), "tensors", flush=True)
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense, self.norm, self.head = nn.Dense(10, 24), nn.LayerNorm((24,), epsilon=1e-12), nn.Dense(24, 3)
    def construct(self, x):
        return self.head(self.norm(ms.ops.gelu(self.dense(x), approximate="none")))
net = Net()
not_loaded, unused = ms.load_param_into_net(net, ms.load_checkpoint("ms_model.safetensors", format="safetensors"), strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
x = rng.normal(size=(4, 10)).astype(np.float32)
from math import erf
h = x @ hf["encoder.dense.weight"].T + hf["encoder.dense.bias"]
h = 0.5 * h * (1 + np.vectorize(erf)(h / np.sqrt(2)))
h = (h - h.mean(-1, keepdims=True)) / np.sqrt(h.var(-1, keepdims=True) + 1e-12)
ref = h @ hf["classifier.weight"].T + hf["classifier.bias"]
out = net(Tensor(x)).asnumpy()
print("max abs diff vs reference:", float(np.abs(out - ref).max()))
