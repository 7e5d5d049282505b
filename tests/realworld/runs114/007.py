"""House-price regression with mixed precision: whole network cast to float16 via Cell.to_float."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, LossMonitor, TimeMonitor
import mindspore.dataset as ds

ms.set_seed(7)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(7)
n = 2000
sqft = rng.uniform(500, 5000, n)
rooms = rng.integers(1, 8, n)
year = rng.integers(1950, 2022, n)
lot = rng.uniform(1000, 40000, n)
X = np.stack([sqft, rooms, year, lot], 1).astype(np.float32)          # raw, un-normalised features
price = (150 * sqft + 10000 * rooms + 500 * (year - 1950) + 2 * lot + rng.normal(0, 2e4, n)).astype(np.float32)
Y = price.reshape(-1, 1)

dataset = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(4, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 1))
net.to_float(ms.float16)          # "use fp16 like torch.autocast to speed things up"
loss = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn=loss, optimizer=opt)

print(f"train samples: {n}, steps per epoch: {dataset.get_dataset_size()}")
model.train(4, dataset, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
print("done")
