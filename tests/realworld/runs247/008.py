# Precision alignment of a ported transformer FFN block against PyTorch reference outputs
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

class FFNBlock(nn.Cell):
    def __init__(self, d=64, f=256):
        super().__init__()
        self.fc1 = nn.Dense(d, f)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(f, d)
        self.norm = nn.LayerNorm((d,), epsilon=1e-5)
    def construct(self, x):
        return self.norm(self.fc2(self.act(self.fc1(x))) + x)

ref = np.load("ffn_torch_ref.npz")
net = FFNBlock()
mapping = {"fc1.weight": "fc1.weight", "fc1.bias": "fc1.bias", "fc2.weight": "fc2.weight",
           "fc2.bias": "fc2.bias", "norm.weight": "norm.gamma", "norm.bias": "norm.beta"}
param_dict = {ms_name: ms.Parameter(Tensor(ref[pt_name]), name=ms_name) for pt_name, ms_name in mapping.items()}
not_loaded, ckpt_not_loaded = ms.load_param_into_net(net, param_dict)
print("not loaded:", not_loaded, ckpt_not_loaded)

net.set_train(False)
out = net(Tensor(ref["x"])).asnumpy()
diff = np.abs(out - ref["out"])
print(f"output shape {out.shape}  ms mean {out.mean():.6f}  torch mean {ref['out'].mean():.6f}")
print(f"max abs diff {diff.max():.6e}  mean abs diff {diff.mean():.6e}  max rel diff {(diff / (np.abs(ref['out']) + 1e-6)).max():.6e}")
print("allclose(rtol=1e-4, atol=1e-5):", np.allclose(out, ref["out"], rtol=1e-4, atol=1e-5))
