"""Image/label pipeline built from two source arrays (features and labels stored in separate .npy files), zipped."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)


rng = np.random.default_rng(1)
centers = rng.normal(0, 2.5, size=(5, 32)).astype(np.float32)
labels = rng.integers(0, 5, size=3000).astype(np.int32)
feats = (centers[labels] + rng.normal(size=(3000, 32))).astype(np.float32)

# features.npy / labels.npy loaded as two datasets, then zipped (one shuffle per dataset, like two DataLoaders)
x_ds = ds.NumpySlicesDataset({"x": feats[:2500]}, shuffle=True)
y_ds = ds.NumpySlicesDataset({"y": labels[:2500]}, shuffle=True)
train = ds.zip((x_ds, y_ds)).batch(50, drop_remainder=True)
valid = ds.zip((ds.NumpySlicesDataset({"x": feats[2500:]}, shuffle=False),
                ds.NumpySlicesDataset({"y": labels[2500:]}, shuffle=False))).batch(100)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 5))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 2e-3), metrics={"accuracy": Accuracy()})
model.fit(6, train, valid, callbacks=[LossMonitor(25)], dataset_sink_mode=False)
