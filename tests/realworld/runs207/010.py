"""Click-through prediction: logistic model on raw (unscaled) count features, hand-written BCE loss
ported from the PyTorch notebook, custom jit train step."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(10)
n = 4000
impressions = rng.integers(10, 50000, n)
clicks_7d = rng.integers(0, 900, n)
dwell_ms = rng.integers(100, 120000, n)
X = np.stack([impressions, clicks_7d, dwell_ms], 1).astype(np.float32)
y = ((clicks_7d / (impressions / 100 + 1)) + rng.normal(0, 0.5, n) > 1.0).astype(np.float32).reshape(-1, 1)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(128)

class CTRModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(3, 32), nn.ReLU(), nn.Dense(32, 1))
    def construct(self, x):
        return ops.sigmoid(self.mlp(x))

def bce(p, t):
    # torch notebook: -(t * torch.log(p) + (1 - t) * torch.log(1 - p)).mean()
    return -(t * ops.log(p) + (1 - t) * ops.log(1 - p)).mean()

net = CTRModel()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def forward_fn(xb, yb):
    return bce(net(xb), yb)
grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

@ms.jit
def train_step(xb, yb):
    loss, grads = grad_fn(xb, yb)
    opt(grads)
    return loss

for epoch in range(3):
    running = []
    for step, b in enumerate(train.create_dict_iterator()):
        loss = train_step(b["x"], b["y"]).asnumpy().item()
        running.append(loss)
        if step % 8 == 0:
            print(f"epoch {epoch + 1} step {step:3d}/{train.get_dataset_size()} loss {loss:.5f}", flush=True)
    print(f"epoch {epoch + 1} mean loss {np.mean(running):.5f}", flush=True)
