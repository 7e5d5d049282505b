"""House-price regression ported from a pandas/torch notebook: features standardised with numpy."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(42)

# fake "housing.csv": 8 numeric columns
raw = rng.uniform(0, 100, size=(800, 8))
price = raw @ rng.uniform(0.5, 2.0, size=8) + rng.normal(0, 5, size=800)
mean, std = raw.mean(0), raw.std(0)
feats = (raw - mean) / std                       # float64, as numpy defaults to
target = ((price - price.mean()) / price.std()).reshape(-1, 1)


class HousingSet:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.x)


train_ds = ds.GeneratorDataset(HousingSet(feats, target), column_names=["x", "y"], shuffle=True)
train_ds = train_ds.batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
model = ms.Model(net, loss_fn=nn.MSELoss(), optimizer=nn.Adam(net.trainable_params(), 1e-3))
print("dataset columns:", train_ds.get_col_names(), "steps:", train_ds.get_dataset_size())
model.train(5, train_ds, callbacks=[TimeMonitor(), LossMonitor(10)], dataset_sink_mode=False)
