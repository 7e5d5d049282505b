# Parity check for a ported feature-normaliser block: Linear -> BatchNorm1d -> ReLU -> Linear.
# The reference path re-implements the original PyTorch module in numpy (nn.BatchNorm1d(64, eps=1e-5, momentum=0.1)).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(7)
IN, HID, OUT, BS = 16, 64, 3, 8

W1 = rng.normal(scale=0.3, size=(HID, IN)).astype(np.float32); b1 = np.zeros(HID, np.float32)
W2 = rng.normal(scale=0.3, size=(OUT, HID)).astype(np.float32); b2 = np.zeros(OUT, np.float32)
BN_EPS, BN_MOMENTUM = 1e-5, 0.1   # from the torch module


class RefBlock:  # torch semantics
    def __init__(self):
        self.rm = np.zeros(HID, np.float64); self.rv = np.ones(HID, np.float64)

    def __call__(self, x, train):
        h = x @ W1.T + b1
        if train:
            mu, var = h.mean(0), h.var(0)
            n = h.shape[0]
            self.rm = (1 - BN_MOMENTUM) * self.rm + BN_MOMENTUM * mu
            self.rv = (1 - BN_MOMENTUM) * self.rv + BN_MOMENTUM * var * n / (n - 1)
        else:
            mu, var = self.rm, self.rv
        h = (h - mu) / np.sqrt(var + BN_EPS)
        return np.maximum(h, 0) @ W2.T + b2


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN, HID)
        self.bn = nn.BatchNorm1d(HID, eps=BN_EPS, momentum=BN_MOMENTUM)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(HID, OUT)

    def construct(self, x):
        return self.fc2(self.relu(self.bn(self.fc1(x))))


net = Block()
ms.load_param_into_net(net, {"fc1.weight": ms.Parameter(Tensor(W1)), "fc1.bias": ms.Parameter(Tensor(b1)),
                             "fc2.weight": ms.Parameter(Tensor(W2)), "fc2.bias": ms.Parameter(Tensor(b2)),
                             "bn.gamma": ms.Parameter(Tensor(np.ones(HID, np.float32))),
                             "bn.beta": ms.Parameter(Tensor(np.zeros(HID, np.float32))),
                             "bn.moving_mean": ms.Parameter(Tensor(np.zeros(HID, np.float32))),
                             "bn.moving_variance": ms.Parameter(Tensor(np.ones(HID, np.float32)))})
ref = RefBlock()

stream = [(rng.normal(loc=1.0, scale=2.0, size=(BS, IN))).astype(np.float32) for _ in range(40)]
test_x = rng.normal(loc=1.0, scale=2.0, size=(256, IN)).astype(np.float32)

net.set_train(True)
for i, xb in enumerate(stream):
    out_port = net(Tensor(xb)).asnumpy()
    out_ref = ref(xb, train=True)
    if i % 8 == 0 or i == len(stream) - 1:
        print(f"train batch {i:2d}: max|port-ref| = {np.abs(out_port - out_ref).max():.2e}")

net.set_train(False)
out_port = net(Tensor(test_x)).asnumpy()
out_ref = ref(test_x, train=False)
diff = np.abs(out_port - out_ref)
print(f"eval: max|port-ref| = {diff.max():.4f}  mean|port-ref| = {diff.mean():.4f}")
print(f"eval: argmax agreement = {(out_port.argmax(1) == out_ref.argmax(1)).mean() * 100:.1f}%")
print("eval: np.allclose(port, ref, atol=1e-4) ->", np.allclose(out_port, out_ref, atol=1e-4))
