# House-price style regression ported from a PyTorch notebook (raw features, SGD with momentum)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(42)
n = 2048
sqft = rng.uniform(500, 4000, n)
rooms = rng.integers(1, 8, n)
year = rng.integers(1950, 2022, n)
dist = rng.uniform(0.5, 40, n)
X = np.stack([sqft, rooms, year, dist], 1).astype(np.float32)
y = (0.15 * sqft + 12 * rooms + 0.5 * (year - 1950) - 3 * dist + rng.normal(0, 10, n)).astype(np.float32)[:, None] / 100.0
print("feature means:", X.mean(0), "target mean:", float(y.mean()))

train = ds.NumpySlicesDataset((X, y), column_names=["x", "y"], shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, nn.MSELoss(), opt, metrics={"mae": nn.MAE()})

class EpochLoss(ms.train.Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num} step {cb.cur_step_num} loss {cb.net_outputs.asnumpy():.6f}", flush=True)

class StepLoss(ms.train.Callback):
    def __init__(self, every):
        super().__init__()
        self.every = every
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        if cb.cur_epoch_num == 1 and cb.cur_step_num % self.every == 0:
            print(f"  step {cb.cur_step_num} loss {cb.net_outputs.asnumpy():.6f}", flush=True)

model.train(8, train, callbacks=[StepLoss(1), EpochLoss()])
print("eval:", model.eval(train))
