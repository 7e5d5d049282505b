# healthy: Model.train with per-epoch eval, ReduceLROnPlateau and EarlyStopping callbacks on validation loss; training
# stops early once the validation loss plateaus (intended behaviour), best accuracy reported.
import numpy as np, mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, EarlyStopping, ReduceLROnPlateau
ms.set_device("CPU")
ms.set_seed(5)
rng = np.random.default_rng(5)
x = rng.normal(size=(800, 10)).astype(np.float32)
y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x[:640], "y": y[:640]}, shuffle=True).batch(32)
valid = ds.NumpySlicesDataset({"x": x[640:], "y": y[640:]}, shuffle=False).batch(32)
net = nn.SequentialCell(nn.Dense(10, 16), nn.ReLU(), nn.Dense(16, 2))
loss_fn = nn.CrossEntropyLoss()
model = Model(net, loss_fn, nn.Adam(net.trainable_params(), 5e-3), metrics={"acc": nn.Accuracy(), "loss": nn.Loss()})
callbacks = [LossMonitor(20),
             ReduceLROnPlateau(monitor="eval_loss", factor=0.5, patience=2, verbose=True),
             EarlyStopping(monitor="eval_loss", patience=3, min_delta=1e-3, verbose=True)]
model.fit(40, train, valid, callbacks=callbacks, dataset_sink_mode=False, valid_dataset_sink_mode=False)
print("final eval:", model.eval(valid, dataset_sink_mode=False))
