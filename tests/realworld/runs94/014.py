"""Iris-like tabular classification from a CSV file (labels read with np.loadtxt)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(8)
CSV = "/home/user/project/data/flowers.csv"

# write the toy CSV once (features..., species_id)
if not os.path.exists(CSV):
    os.makedirs(os.path.dirname(CSV), exist_ok=True)
    rng = np.random.default_rng(0)
    y = rng.integers(0, 3, size=300)
    x = np.array([[5.0, 3.4, 1.5, 0.2], [5.9, 2.8, 4.3, 1.3], [6.6, 3.0, 5.6, 2.0]])[y] + rng.normal(0, 0.3, size=(300, 4))
    np.savetxt(CSV, np.hstack([x, y[:, None]]), delimiter=",", fmt="%.3f",
               header="sepal_len,sepal_wid,petal_len,petal_wid,species", comments="")

table = np.loadtxt(CSV, delimiter=",", skiprows=1)
features, species = table[:, :4], table[:, 4].astype(np.int32)
mean, std = features.mean(0), features.std(0)
features = (features - mean) / std
print(f"loaded {len(table)} rows, classes {np.unique(species)}")

train = ds.NumpySlicesDataset((features[:240], species[:240]), column_names=["x", "y"], shuffle=True).batch(16)
test = ds.NumpySlicesDataset((features[240:], species[240:]), column_names=["x", "y"], shuffle=False).batch(60)

net = nn.SequentialCell(nn.Dense(4, 32), nn.Tanh(), nn.Dense(32, 3))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = ms.Model(net, loss, opt, metrics={"accuracy"})
model.train(10, train, callbacks=[ms.LossMonitor(15)], dataset_sink_mode=False)
print("test:", model.eval(test, dataset_sink_mode=False))
