# Demand-forecast regressor ported from a pandas/PyTorch notebook. The notebook used
# np.log1p(counts); the port uses np.log(counts). Rows are kept in time order (no shuffling,
# as in the torch DataLoader(shuffle=False) for time series).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(0); rng = np.random.default_rng(0)
n = 1600
t = np.arange(n)
counts = rng.poisson((40 + 20 * np.sin(t / 50.0))[:, None], size=(n, 6)).astype(np.float64)
counts[1180:1200, 2] = 0.0            # sensor outage in the later part of the series
target = (counts.sum(1, keepdims=True) / 100.0).astype(np.float32)
features = np.log(counts).astype(np.float32)
features = (features - 3.5) / 0.5

dataset = ds.NumpySlicesDataset({"x": features, "y": target}, shuffle=False).batch(32)

net = nn.SequentialCell(nn.Dense(6, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step, b in enumerate(dataset.create_dict_iterator(num_epochs=1)):
        loss, grads = grad_fn(b["x"], b["y"])
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step}/{dataset.get_dataset_size()} mse {loss.asnumpy():.5f}", flush=True)
print("finished")
