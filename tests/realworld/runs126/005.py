"""Time-series forecaster (DLinear-style with RevIN) ported from a torch repo to the torch-like mindspore.mint API."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(7)

SEQ_LEN, PRED_LEN, N_VARS = 96, 24, 7

class RevIN(nn.Cell):
    """Reversible instance normalisation (torch: x.mean(dim=1), torch.sqrt(x.var(dim=1) + eps))."""
    def __init__(self, n_vars, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.affine_weight = ms.Parameter(mint.ones(n_vars), name="affine_weight")
        self.affine_bias = ms.Parameter(mint.zeros(n_vars), name="affine_bias")
    def normalize(self, x):
        self.mean = mint.mean(x, dim=1, keepdim=True)
        self.stdev = mint.std(x, dim=1, keepdim=True) + self.eps
        return (x - self.mean) / self.stdev * self.affine_weight + self.affine_bias
    def denormalize(self, y):
        return (y - self.affine_bias) / (self.affine_weight + self.eps * self.eps) * self.stdev + self.mean

class Forecaster(nn.Cell):
    def __init__(self):
        super().__init__()
        self.revin = RevIN(N_VARS)
        self.proj = mint.nn.Linear(SEQ_LEN, PRED_LEN)
    def construct(self, x):                     # x: (B, SEQ_LEN, N_VARS)
        x = self.revin.normalize(x)
        y = self.proj(x.permute(0, 2, 1)).permute(0, 2, 1)
        return self.revin.denormalize(y)

t = np.arange(4000, dtype=np.float32)
series = np.stack([np.sin(t / (10 + 3 * k)) + 0.1 * np.random.randn(4000) for k in range(N_VARS)], 1).astype(np.float32)
starts = np.arange(0, 4000 - SEQ_LEN - PRED_LEN, 8)
X = np.stack([series[s:s + SEQ_LEN] for s in starts]); Y = np.stack([series[s + SEQ_LEN:s + SEQ_LEN + PRED_LEN] for s in starts])
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32, drop_remainder=True)
print(f"windows: {len(starts)}  batches/epoch: {train_ds.get_dataset_size()}")

net = Forecaster()
opt = mint.optim.AdamW(net.trainable_params(), lr=1e-3)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(3):
    losses = []
    for i, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    print(f"Epoch: {epoch + 1} | Train Loss: {np.mean(losses):.6f}")
