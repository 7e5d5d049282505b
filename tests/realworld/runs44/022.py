# House-price regression ported from a PyTorch script (nn.Linear(d, 1) + nn.MSELoss) to MindSpore
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(42)

rng = np.random.default_rng(42)
N, D = 512, 8
X = rng.standard_normal((N, D)).astype(np.float32)
w_true = rng.standard_normal(D).astype(np.float32)
y = (X @ w_true + 0.1 * rng.standard_normal(N)).astype(np.float32)   # shape (N,)
print("target variance:", float(y.var()))

dataset = ds.NumpySlicesDataset({"features": X, "target": y}, shuffle=True).batch(64)

model = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-2)


def forward_fn(features, target):
    pred = model(features)            # (batch, 1) -- torch code had the same shape
    return loss_fn(pred, target.reshape(-1, 1))   # match (batch, 1), like the torch loss saw after .unsqueeze(1)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

for epoch in range(15):
    total, steps = 0.0, 0
    for features, target in dataset.create_tuple_iterator():
        loss, grads = grad_fn(features, target)
        optimizer(grads)
        total += float(loss.asnumpy()); steps += 1
    print(f"epoch {epoch + 1:2d}  train_mse {total / steps:.4f}")
