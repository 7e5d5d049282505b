# Forward-alignment check of a small CNN ported from PyTorch:
#   torch: Conv2d(3,16,3) -> ReLU -> Conv2d(16,32,3) -> ReLU -> AdaptiveAvgPool2d(1) -> Linear(32,10)
# torch weights and reference logits were exported to numpy; reference re-computed here with numpy (NCHW, padding=0).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
r = np.random.default_rng(0)
torch_sd = {
    "conv1.weight": (r.normal(size=(16, 3, 3, 3)) * 0.3).astype(np.float32), "conv1.bias": (r.normal(size=16) * 0.1).astype(np.float32),
    "conv2.weight": (r.normal(size=(32, 16, 3, 3)) * 0.1).astype(np.float32), "conv2.bias": (r.normal(size=32) * 0.1).astype(np.float32),
    "fc.weight": (r.normal(size=(10, 32)) * 0.2).astype(np.float32), "fc.bias": np.zeros(10, np.float32),
}

def np_conv_valid(x, w, b):
    n, c, h, wd = x.shape; o, _, k, _ = w.shape
    out = np.zeros((n, o, h - k + 1, wd - k + 1), np.float32)
    for i in range(h - k + 1):
        for j in range(wd - k + 1):
            out[:, :, i, j] = np.einsum("nckl,ockl->no", x[:, :, i:i + k, j:j + k], w)
    return out + b[None, :, None, None]

def torch_reference(x):
    h = np.maximum(np_conv_valid(x, torch_sd["conv1.weight"], torch_sd["conv1.bias"]), 0)
    h = np.maximum(np_conv_valid(h, torch_sd["conv2.weight"], torch_sd["conv2.bias"]), 0)
    return h.mean(axis=(2, 3)) @ torch_sd["fc.weight"].T + torch_sd["fc.bias"]

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, has_bias=True)
        self.conv2 = nn.Conv2d(16, 32, 3, has_bias=True)
        self.relu = nn.ReLU()
        self.fc = nn.Dense(32, 10)
    def construct(self, x):
        h = self.relu(self.conv2(self.relu(self.conv1(x))))
        return self.fc(h.mean(axis=(2, 3)))

net = SmallCNN()
ms.load_param_into_net(net, {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in torch_sd.items()}, strict_load=True)
net.set_train(False)
x = r.uniform(0, 1, size=(8, 3, 16, 16)).astype(np.float32)
ref = torch_reference(x)
out = net(ms.Tensor(x)).asnumpy()
print("ms logits[0]:  ", np.round(out[0], 4))
print("ref logits[0]: ", np.round(ref[0], 4))
diff = np.abs(out - ref)
print(f"max abs diff {diff.max():.6f} mean abs diff {diff.mean():.6f} allclose(atol=1e-4)={np.allclose(out, ref, atol=1e-4)}")
print(f"argmax agreement: {(out.argmax(1) == ref.argmax(1)).mean():.3f}")
