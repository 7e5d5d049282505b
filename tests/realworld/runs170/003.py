"""Parity check for the MindSpore port of a torch tabular encoder
(Linear -> BatchNorm1d(momentum=0.1) -> ReLU -> Linear).

torch is not installed on this box, so the reference is the torch forward
re-implemented in numpy with torch's documented semantics (running stats:
new = (1 - momentum) * old + momentum * batch, unbiased var for running_var,
eps 1e-5).  Both sides get the same weights and the same warm-up batches, then
the outputs in eval mode are compared."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(0)

IN, HID, OUT = 12, 32, 3
CFG = {"bn_momentum": 0.1, "bn_eps": 1e-5}      # copied from the torch model config

W1 = rng.normal(0, 0.3, (HID, IN)).astype(np.float32); b1 = np.zeros(HID, np.float32)
W2 = rng.normal(0, 0.3, (OUT, HID)).astype(np.float32); b2 = np.zeros(OUT, np.float32)
gamma = np.ones(HID, np.float32); beta = np.zeros(HID, np.float32)


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN, HID)
        self.bn = nn.BatchNorm1d(HID, eps=CFG["bn_eps"], momentum=CFG["bn_momentum"])
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(HID, OUT)

    def construct(self, x):
        return self.fc2(self.act(self.bn(self.fc1(x))))


net = Encoder()
net.fc1.weight.set_data(Tensor(W1)); net.fc1.bias.set_data(Tensor(b1))
net.fc2.weight.set_data(Tensor(W2)); net.fc2.bias.set_data(Tensor(b2))


class TorchRef:
    def __init__(self):
        self.rm = np.zeros(HID, np.float64); self.rv = np.ones(HID, np.float64)

    def forward(self, x, training):
        h = x @ W1.T + b1
        if training:
            mu, var = h.mean(0), h.var(0)
            m = CFG["bn_momentum"]
            self.rm = (1 - m) * self.rm + m * mu
            self.rv = (1 - m) * self.rv + m * h.var(0, ddof=1)
        else:
            mu, var = self.rm, self.rv
        h = (h - mu) / np.sqrt(var + CFG["bn_eps"]) * gamma + beta
        return np.maximum(h, 0) @ W2.T + b2


ref = TorchRef()
# features are raw sensor readings, not centred (mean ~2.5)
batches = [rng.normal(2.5, 1.0, (64, IN)).astype(np.float32) for _ in range(6)]
net.set_train(True)
for i, xb in enumerate(batches):
    out_ms = net(Tensor(xb)).asnumpy()
    out_ref = ref.forward(xb.astype(np.float64), training=True)
    print(f"warm-up batch {i}: train-mode max abs diff {np.abs(out_ms - out_ref).max():.2e}")

x_eval = rng.normal(2.5, 1.0, (256, IN)).astype(np.float32)
net.set_train(False)
out_ms = net(Tensor(x_eval)).asnumpy()
out_ref = ref.forward(x_eval.astype(np.float64), training=False)
diff = np.abs(out_ms - out_ref)
print(f"running_mean[:4] mindspore {net.bn.moving_mean.asnumpy()[:4]} reference {ref.rm[:4].round(4)}")
print(f"running_var[:4]  mindspore {net.bn.moving_variance.asnumpy()[:4]} reference {ref.rv[:4].round(4)}")
print(f"eval-mode output: max abs diff {diff.max():.4f}, mean abs diff {diff.mean():.4f}, "
      f"argmax agreement {np.mean(out_ms.argmax(1) == out_ref.argmax(1)):.3f}")
print("parity", "OK" if diff.max() < 1e-4 else "MISMATCH", "(tolerance 1e-4)")
