# HF/torch -> MindSpore converter for a conv decoder (ConvTranspose2d upsampling layers)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

rng = np.random.default_rng(0)
# torch state_dict exported with .numpy(); torch ConvTranspose2d weight is (in_channels, out_channels/groups, kH, kW)
torch_sd = {
    "up1.weight": rng.standard_normal((128, 64, 4, 4), dtype=np.float32),
    "up1.bias": np.zeros(64, np.float32),
    "up2.weight": rng.standard_normal((64, 32, 4, 4), dtype=np.float32),
    "up2.bias": np.zeros(32, np.float32),
}

class Decoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.up1 = nn.Conv2dTranspose(128, 64, 4, stride=2, pad_mode="pad", padding=1, has_bias=True)
        self.up2 = nn.Conv2dTranspose(64, 32, 4, stride=2, pad_mode="pad", padding=1, has_bias=True)
    def construct(self, x):
        return self.up2(nn.ReLU()(self.up1(x)))

def convert(sd):
    out = {}
    for k, v in sd.items():
        if v.ndim == 4:
            v = v.transpose(1, 0, 2, 3)  # conv weights: MindSpore wants (out, in, kH, kW)
        out[k] = Parameter(Tensor(np.ascontiguousarray(v)), name=k)
    return out

net = Decoder()
for p in net.get_parameters():
    print(p.name, p.shape)
pnl, cnl = ms.load_param_into_net(net, convert(torch_sd), strict_load=True)
print("not loaded", pnl)
