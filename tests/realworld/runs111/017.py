# Tabular classifier reading a CSV export (features + integer class id in the last column) with
# numpy.loadtxt; MLP with BatchNorm/Dropout, nn.CrossEntropyLoss, Model.train with callbacks.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

# --- write the CSV export the script normally receives ---
rng = np.random.default_rng(0)
feats = rng.normal(size=(1500, 10))
cls = (feats[:, 0] > 0).astype(int) + (feats[:, 1] > 0.5).astype(int)
np.savetxt("patients_017.csv", np.column_stack([feats, cls]), delimiter=",", fmt="%.5f",
           header=",".join([f"f{i}" for i in range(10)] + ["label"]), comments="")

table = np.loadtxt("patients_017.csv", delimiter=",", skiprows=1, dtype=np.float32)
X, Y = table[:, :-1], table[:, -1]
print(f"loaded {X.shape[0]} rows, {X.shape[1]} features, classes: {np.unique(Y)}")

train_ds = ds.NumpySlicesDataset({"features": X, "label": Y}, shuffle=True).batch(64, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(10, 32), nn.BatchNorm1d(32), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(32, 3))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy"})
model.train(3, train_ds, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
