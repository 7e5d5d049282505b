# Convert a torchvision-style CNN (Conv + BatchNorm) state dict to MindSpore and check eval outputs
# against the reference logits from the torch model in eval() mode.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(14)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.fc = nn.Dense(8, 4)
    def construct(self, x):
        x = ops.relu(self.bn1(self.conv1(x)))
        return self.fc(x.mean((2, 3)))

torch_sd = {
    "conv1.weight": rng.normal(0, 0.3, (8, 3, 3, 3)).astype(np.float32),
    "bn1.weight": rng.uniform(0.5, 1.5, 8).astype(np.float32),
    "bn1.bias": rng.normal(0, 0.1, 8).astype(np.float32),
    "bn1.running_mean": rng.normal(0.5, 0.3, 8).astype(np.float32),
    "bn1.running_var": rng.uniform(0.2, 3.0, 8).astype(np.float32),
    "bn1.num_batches_tracked": np.array(12000, np.int64),
    "fc.weight": rng.normal(0, 0.3, (4, 8)).astype(np.float32),
    "fc.bias": rng.normal(0, 0.1, 4).astype(np.float32),
}

def torch_to_ms(sd):
    out = {}
    for k, v in sd.items():
        if k.endswith("num_batches_tracked"):
            continue
        if ".bn" in "." + k and k.endswith(".weight"):
            k = k.replace(".weight", ".gamma")
        elif ".bn" in "." + k and k.endswith(".bias"):
            k = k.replace(".bias", ".beta")
        out[k] = ms.Parameter(ms.Tensor(v), name=k)
    return out

net = Net()
net.set_train(False)
param_not_load, ckpt_not_load = ms.load_param_into_net(net, torch_to_ms(torch_sd))
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)

x = rng.normal(0, 1, (4, 3, 16, 16)).astype(np.float32)
def torch_eval_reference(x):
    w = torch_sd["conv1.weight"]; xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    y = np.zeros((x.shape[0], 8, 16, 16), np.float32)
    for i in range(3):
        for j in range(3):
            y += np.einsum("bchw,oc->bohw", xp[:, :, i:i + 16, j:j + 16], w[:, :, i, j])
    y = (y - torch_sd["bn1.running_mean"][None, :, None, None]) / np.sqrt(torch_sd["bn1.running_var"][None, :, None, None] + 1e-5)
    y = np.maximum(y * torch_sd["bn1.weight"][None, :, None, None] + torch_sd["bn1.bias"][None, :, None, None], 0)
    return y.mean((2, 3)) @ torch_sd["fc.weight"].T + torch_sd["fc.bias"]

ref = torch_eval_reference(x)
out = net(ms.Tensor(x)).asnumpy()
print("torch eval logits[0]:", ref[0].round(5))
print("ms eval logits[0]:   ", out[0].round(5))
print(f"max abs diff: {np.abs(out - ref).max():.5f}")
print("predictions equal:", (out.argmax(1) == ref.argmax(1)).all())
