"""Sensor regression; targets standardised per batch as in the original torch training loop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_seed(23)
rng = np.random.default_rng(23)
N, F, BS = 1025, 12, 64          # 1025 readings in the export -> last batch holds 1 sample
X = rng.normal(size=(N, F)).astype(np.float32)
y = (X @ rng.normal(size=(F, 1)) * 40 + 300).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(BS, drop_remainder=False)

net = nn.SequentialCell(nn.Dense(F, 64), nn.Tanh(), nn.Dense(64, 1))
opt = nn.Adam(net.trainable_params(), 1e-3)

def forward(x, t):
    t = (t - t.mean()) / t.std()          # torch: (y - y.mean()) / y.std()
    return ops.mse_loss(net(x), t)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(4):
    for step, b in enumerate(train.create_dict_iterator()):
        loss, grads = grad_fn(b["x"], b["y"])
        opt(grads)
        if step % 4 == 0 or step == train.get_dataset_size() - 1:
            print(f"epoch {epoch} step {step:2d}/{train.get_dataset_size()} loss={float(loss):.5f}")
