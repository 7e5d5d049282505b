# Speaker-embedding MLP trained in PyTorch with PReLU activations; the state_dict was exported to .npz and copied
# name-for-name into a MindSpore checkpoint dict (Linear names match nn.Dense; no renaming done for PReLU).
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor

ms.set_device("CPU")
rng = np.random.default_rng(0)
D, H, E = 40, 128, 64
torch_state = {
    "fc1.weight": rng.standard_normal((H, D)).astype(np.float32) * 0.1,
    "fc1.bias": np.zeros(H, np.float32),
    "act1.weight": np.full(H, 0.25, np.float32),
    "fc2.weight": rng.standard_normal((H, H)).astype(np.float32) * 0.1,
    "fc2.bias": np.zeros(H, np.float32),
    "act2.weight": np.full(H, 0.25, np.float32),
    "embed.weight": rng.standard_normal((E, H)).astype(np.float32) * 0.1,
    "embed.bias": np.zeros(E, np.float32),
}
np.savez("spk_torch.npz", **torch_state)

class SpeakerNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(D, H)
        self.act1 = nn.PReLU(H)
        self.fc2 = nn.Dense(H, H)
        self.act2 = nn.PReLU(H)
        self.embed = nn.Dense(H, E)
    def construct(self, x):
        return self.embed(self.act2(self.fc2(self.act1(self.fc1(x)))))

net = SpeakerNet()
params = {name: Parameter(Tensor(value), name=name) for name, value in np.load("spk_torch.npz").items()}
param_not_load, ckpt_not_load = ms.load_param_into_net(net, params)
print("network parameters not loaded:", param_not_load)
print("checkpoint entries unused:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"checkpoint conversion incomplete: {len(param_not_load)} parameters missing")
