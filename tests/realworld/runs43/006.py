# Mistake: the HF checkpoint at hand is the Flax version (flax_model.msgpack); Flax Dense
# kernels are stored (in_features, out_features). The converter, written for the PyTorch
# (out, in) layout, copies them 1:1 into mindspore nn.Dense weights (out, in) without a transpose.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(device_target="CPU")

class MLPHead(nn.Cell):
    def __init__(self, hidden=64, inter=256, labels=4):
        super().__init__()
        self.dense = nn.Dense(hidden, inter)
        self.out_proj = nn.Dense(inter, labels)
    def construct(self, x):
        return self.out_proj(ops.tanh(self.dense(x)))

# tensors as read from the flax params tree (kernel: (in, out))
rng = np.random.default_rng(0)
flax_params = {
    "classifier/dense/kernel": rng.standard_normal((64, 256)).astype(np.float32),
    "classifier/dense/bias": np.zeros(256, np.float32),
    "classifier/out_proj/kernel": rng.standard_normal((256, 4)).astype(np.float32),
    "classifier/out_proj/bias": np.zeros(4, np.float32),
}
ckpt = {}
for k, v in flax_params.items():
    name = k.replace("classifier/", "").replace("/", ".").replace("kernel", "weight")
    ckpt[name] = ms.Parameter(ms.Tensor(v), name=name)

net = MLPHead()
ms.load_param_into_net(net, ckpt, strict_load=True)
print("loaded")
