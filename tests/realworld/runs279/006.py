"""House-price regression, ported from a sklearn/torch notebook (raw features, SGD)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
n = 2000
area = rng.uniform(30, 250, n)          # m^2
rooms = rng.integers(1, 7, n)
year = rng.integers(1950, 2023, n)
dist = rng.uniform(0.5, 40, n)          # km to center
X = np.stack([area, rooms, year, dist], 1).astype(np.float32)
price = (3.1 * area + 12 * rooms + 0.05 * (year - 1950) - 1.5 * dist + rng.normal(0, 10, n)).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": price[:, None]}, shuffle=True).batch(64)

net = nn.Dense(4, 1)  # linear regression baseline
opt = nn.SGD(net.trainable_params(), learning_rate=1e-3, momentum=0.9)
model = ms.Model(net, nn.MSELoss(), opt)


class EpochLoss(ms.Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num} step {cb.cur_step_num} loss {cb.net_outputs.asnumpy():.6g}", flush=True)


model.train(10, train, callbacks=[EpochLoss()])
print("done")
