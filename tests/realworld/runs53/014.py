# torch ReduceLROnPlateau + warm-up schedule ported: Model.train with ReduceLROnPlateau callback
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, ReduceLROnPlateau

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(0)
X = np.random.randn(320, 8).astype(np.float32)
Y = (np.sin(X[:, :1]) + 0.1 * np.random.randn(320, 1)).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32)
steps_per_epoch = train_ds.get_dataset_size()
epochs = 6
warmup = nn.warmup_lr(1e-3, steps_per_epoch * epochs, steps_per_epoch, 1)
net = nn.SequentialCell([nn.Dense(8, 32), nn.Tanh(), nn.Dense(32, 1)])
opt = nn.Adam(net.trainable_params(), learning_rate=warmup)
model = Model(net, nn.MSELoss(), opt, metrics={"loss"})
plateau = ReduceLROnPlateau(monitor="loss", factor=0.5, patience=1, verbose=True)
model.train(epochs, train_ds, callbacks=[LossMonitor(5), plateau], dataset_sink_mode=False)
