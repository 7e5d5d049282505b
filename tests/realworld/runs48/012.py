# HF Trainer(eval_dataset=glue["validation"], evaluation_strategy="epoch") ported to mindspore
# Model.fit. The training split was built from (features, label); the validation split is the
# exported GLUE-style table, which still carries its "idx" column.
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_seed(0); np.random.seed(0)
X = np.random.randn(1200, 12).astype(np.float32)
y = (X[:, 0] - X[:, 1] > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X[:1000], "label": y[:1000]}, shuffle=True).batch(50)
validation = {"idx": np.arange(200, dtype=np.int32), "x": X[1000:], "label": y[1000:]}
valid_ds = ds.NumpySlicesDataset(validation, shuffle=False).batch(50)

net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"accuracy", "loss"})
model.fit(3, train_ds, valid_dataset=valid_ds, valid_frequency=1,
          callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print("fit finished")
