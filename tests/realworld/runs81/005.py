# Convert a PyTorch U-Net-ish denoiser (GroupNorm everywhere) to MindSpore by hand:
# the torch state_dict was exported with np.savez(**{k: v.numpy() for k, v in sd.items()}).
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

class ResBlock(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.norm1 = nn.GroupNorm(4, ch)
        self.conv1 = nn.Conv2d(ch, ch, 3, pad_mode="pad", padding=1, has_bias=True)
        self.norm2 = nn.GroupNorm(4, ch)
        self.conv2 = nn.Conv2d(ch, ch, 3, pad_mode="pad", padding=1, has_bias=True)
        self.act = nn.SiLU()
    def construct(self, x):
        h = self.conv1(self.act(self.norm1(x)))
        h = self.conv2(self.act(self.norm2(h)))
        return x + h

class Denoiser(nn.Cell):
    def __init__(self, ch=16):
        super().__init__()
        self.conv_in = nn.Conv2d(1, ch, 3, pad_mode="pad", padding=1, has_bias=True)
        self.block1 = ResBlock(ch)
        self.block2 = ResBlock(ch)
        self.norm_out = nn.GroupNorm(4, ch)
        self.conv_out = nn.Conv2d(ch, 1, 3, pad_mode="pad", padding=1, has_bias=True)
    def construct(self, x):
        h = self.block2(self.block1(self.conv_in(x)))
        return self.conv_out(nn.SiLU()(self.norm_out(h)))

# --- simulate the torch export: torch names are weight/bias for every layer, GroupNorm included ---
rng = np.random.default_rng(0)
net = Denoiser()
torch_sd = {}
for p in net.get_parameters():
    name = p.name.replace(".gamma", ".weight").replace(".beta", ".bias")
    torch_sd[name] = rng.normal(0, 0.05, size=p.shape).astype(np.float32)
np.savez("denoiser_torch.npz", **torch_sd)

# --- converter ---
sd = np.load("denoiser_torch.npz")
print(f"torch state_dict: {len(sd.files)} tensors")
param_dict = {k: Parameter(Tensor(sd[k]), name=k) for k in sd.files}
model = Denoiser()
param_not_load, ckpt_not_load = ms.load_param_into_net(model, param_dict)
if param_not_load or ckpt_not_load:
    raise RuntimeError(
        "Error(s) in loading state_dict for Denoiser:\n"
        f"\tMissing key(s) in state_dict: {param_not_load}\n"
        f"\tUnexpected key(s) in state_dict: {ckpt_not_load}")
x = Tensor(rng.normal(size=(2, 1, 16, 16)).astype(np.float32))
print(model(x).shape)
