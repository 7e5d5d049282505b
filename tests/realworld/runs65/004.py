# Temperature scaling (Guo et al. 2017) ported from the PyTorch calibration script.
# The classifier is frozen; only the scalar temperature is learned on the validation logits.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)

# validation logits/labels dumped from the trained classifier (over-confident model)
n, c = 2000, 5
labels_np = rng.integers(0, c, n)
logits_np = rng.normal(0, 1, (n, c)).astype(np.float32)
logits_np[np.arange(n), labels_np] += 2.0
logits_np *= 3.0          # over-confident
flip = rng.random(n) < 0.25
labels_np[flip] = rng.integers(0, c, flip.sum())

class ModelWithTemperature(nn.Cell):
    def __init__(self):
        super().__init__()
        self.temperature = ms.Parameter(ms.Tensor([1.5], ms.float32), name="temperature")

    def construct(self, logits):
        # out-of-place division so the gradient reaches the temperature
        return logits / self.temperature

scaler = ModelWithTemperature()
nll = nn.CrossEntropyLoss()
logits = ms.Tensor(logits_np)
labels = ms.Tensor(labels_np.astype(np.int32))

def ece(probs, labels, bins=15):
    conf = probs.max(1); pred = probs.argmax(1); acc = (pred == labels)
    edges = np.linspace(0, 1, bins + 1); e = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (conf > lo) & (conf <= hi)
        if m.any():
            e += m.mean() * abs(acc[m].mean() - conf[m].mean())
    return e

def softmax(x):
    x = x - x.max(1, keepdims=True); e = np.exp(x); return e / e.sum(1, keepdims=True)

print(f"Before temperature - NLL: {nll(logits, labels).asnumpy():.3f}, ECE: {ece(softmax(logits_np), labels_np):.3f}")

optimizer = nn.Adam([scaler.temperature], learning_rate=0.01)
def forward():
    return nll(scaler(logits), labels)
grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

for it in range(50):
    loss, grads = grad_fn()
    optimizer(grads)
    if it % 5 == 0:
        print(f"iter {it:3d} nll {loss.asnumpy():.6f} temperature {scaler.temperature.asnumpy()[0]:.4f}")

T = float(scaler.temperature.asnumpy()[0])
print(f"Optimal temperature: {T:.3f}")
print(f"After temperature - NLL: {nll(scaler(logits), labels).asnumpy():.3f}, ECE: {ece(softmax(logits_np / T), labels_np):.3f}")
