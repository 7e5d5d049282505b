# Parity check of a migrated MLP with BatchNorm against the PyTorch reference semantics (numpy golden model)
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

IN, HID, OUT = 16, 32, 3
class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN, HID)
        self.bn = nn.BatchNorm1d(HID, eps=1e-5, momentum=0.1)   # torch: nn.BatchNorm1d(32, eps=1e-5, momentum=0.1)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(HID, OUT)
    def construct(self, x):
        return self.fc2(self.act(self.bn(self.fc1(x))))

net = MLP()
W1 = net.fc1.weight.asnumpy(); b1 = net.fc1.bias.asnumpy()
W2 = net.fc2.weight.asnumpy(); b2 = net.fc2.bias.asnumpy()

# reference: torch.nn.BatchNorm1d forward semantics
ref_mean, ref_var = np.zeros(HID, np.float32), np.ones(HID, np.float32)
def ref_forward(x, training):
    global ref_mean, ref_var
    h = x @ W1.T + b1
    if training:
        mu, var = h.mean(0), h.var(0)
        n = h.shape[0]
        ref_mean = 0.9 * ref_mean + 0.1 * mu
        ref_var = 0.9 * ref_var + 0.1 * var * n / (n - 1)
    else:
        mu, var = ref_mean, ref_var
    h = (h - mu) / np.sqrt(var + 1e-5)
    return np.maximum(h, 0) @ W2.T + b2

rng = np.random.default_rng(0)
batches = [(rng.normal(2.0, 3.0, size=(64, IN))).astype(np.float32) for _ in range(10)]
eval_x = rng.normal(2.0, 3.0, size=(256, IN)).astype(np.float32)

net.set_train(True)
max_train_diff = 0.0
for i, xb in enumerate(batches):
    out_ms = net(ms.Tensor(xb)).asnumpy()
    out_ref = ref_forward(xb, training=True)
    d = float(np.abs(out_ms - out_ref).max())
    max_train_diff = max(max_train_diff, d)
    if i % 3 == 0:
        print(f"calib batch {i} train-mode max|ms-ref| = {d:.3e}")
print(f"train-mode outputs: max|ms-ref| over {len(batches)} batches = {max_train_diff:.3e}")

net.set_train(False)
out_ms = net(ms.Tensor(eval_x)).asnumpy()
out_ref = ref_forward(eval_x, training=False)
print(f"eval-mode outputs: max|ms-ref| = {np.abs(out_ms - out_ref).max():.3e}, mean|ms-ref| = {np.abs(out_ms - out_ref).mean():.3e}")
print(f"running_mean[:4] ms={net.bn.moving_mean.asnumpy()[:4]} ref={ref_mean[:4]}")
print(f"running_var[:4]  ms={net.bn.moving_variance.asnumpy()[:4]} ref={ref_var[:4]}")
print(f"eval argmax agreement ms vs ref: {(out_ms.argmax(1) == out_ref.argmax(1)).mean():.4f}")
