"""Churn classifier trained from a CSV export (pandas-free: np.genfromtxt)."""
import io
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

# synthetic stand-in for customers.csv: tenure,monthly,support_calls,contract,churn
rng = np.random.default_rng(9)
rows = []
for _ in range(600):
    tenure, monthly, calls, contract = rng.integers(1, 72), rng.uniform(20, 120), rng.integers(0, 9), rng.integers(0, 3)
    churn = int(calls > 4 or (tenure < 12 and monthly > 80))
    rows.append(f"{tenure},{monthly:.2f},{calls},{contract},{churn}")
csv_text = "tenure,monthly,support_calls,contract,churn\n" + "\n".join(rows)

table = np.genfromtxt(io.StringIO(csv_text), delimiter=",", skip_header=1, dtype=np.float32)
features = table[:, :4]
features = (features - features.mean(0)) / features.std(0)
labels = table[:, 4]                       # churn column, 0/1
print("features", features.shape, features.dtype, "labels", labels.shape, labels.dtype)

train_ds = ds.NumpySlicesDataset({"x": features, "label": labels}, shuffle=True).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(4, 32), nn.ReLU(), nn.Dense(32, 2))
loss = nn.CrossEntropyLoss()
model = Model(net, loss, nn.Adam(net.trainable_params(), 1e-3), metrics={"acc": Accuracy()})
model.train(5, train_ds, callbacks=[LossMonitor(6)], dataset_sink_mode=False)
