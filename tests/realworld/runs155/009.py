"""Parity check of a ported Linear-BatchNorm-ReLU tabular model against the PyTorch reference run.

The reference numbers come from the torch training run (same init weights, same batches, SGD lr=0.1);
here the torch semantics are replayed with numpy so the check runs without torch installed."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
IN, HID, OUT, BS, STEPS = 10, 16, 1, 64, 20
W1 = rng.normal(0, 0.3, (HID, IN)).astype(np.float32); b1 = np.zeros(HID, np.float32)
W2 = rng.normal(0, 0.3, (OUT, HID)).astype(np.float32); b2 = np.zeros(OUT, np.float32)
batches = [(rng.normal(2.0, 3.0, (BS, IN)).astype(np.float32), rng.normal(size=(BS, OUT)).astype(np.float32))
           for _ in range(STEPS)]
x_eval = rng.normal(2.0, 3.0, (256, IN)).astype(np.float32)


def torch_reference_eval():
    """torch.nn.BatchNorm1d(momentum=0.1): running = (1 - 0.1) * running + 0.1 * batch_stat (eval only)."""
    rm, rv = np.zeros(HID), np.ones(HID)
    for xb, _ in batches:           # weights are frozen in this parity run, only BN buffers move
        h = xb @ W1.T + b1
        rm = 0.9 * rm + 0.1 * h.mean(0)
        rv = 0.9 * rv + 0.1 * h.var(0, ddof=1)
    h = (x_eval @ W1.T + b1 - rm) / np.sqrt(rv + 1e-5)
    return np.maximum(h, 0) @ W2.T + b2, rm


class PortedMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN, HID)
        self.bn = nn.BatchNorm1d(HID, eps=1e-5, momentum=0.1)     # copied from the torch module
        self.fc2 = nn.Dense(HID, OUT)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.fc2(self.relu(self.bn(self.fc1(x))))


net = PortedMLP()
net.fc1.weight.set_data(ms.Tensor(W1)); net.fc1.bias.set_data(ms.Tensor(b1))
net.fc2.weight.set_data(ms.Tensor(W2)); net.fc2.bias.set_data(ms.Tensor(b2))

net.set_train(True)
for step, (xb, _) in enumerate(batches):
    out = net(ms.Tensor(xb))
    if step % 5 == 0:
        print(f"[port] step {step:02d} train-mode output mean {out.asnumpy().mean():+.5f}")

net.set_train(False)
ms_out = net(ms.Tensor(x_eval)).asnumpy()
ref_out, ref_rm = torch_reference_eval()
print(f"[parity] bn.moving_mean[:4]  mindspore={net.bn.moving_mean.asnumpy()[:4].round(4)}  torch_ref={ref_rm[:4].round(4)}")
print(f"[parity] eval output max abs diff vs torch reference: {np.abs(ms_out - ref_out).max():.4e} "
      f"(mean abs diff {np.abs(ms_out - ref_out).mean():.4e}, tolerance 1e-4)")
