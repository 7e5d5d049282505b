# Logging callback ported from an HF TrainerCallback keeps the (args, state, control) signature; Model.train calls it with run_context only.
import numpy as np, mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Callback, LossMonitor
ms.set_device("CPU")
class WandbLikeLogger(Callback):
    def __init__(self, every=5):
        super().__init__()
        self.every = every
    def on_train_step_end(self, args, state, control):
        if state.global_step % self.every == 0:
            print({"step": state.global_step, "loss": state.log_history[-1]["loss"]})
rng = np.random.default_rng(2)
x = rng.normal(size=(320, 6)).astype(np.float32)
y = (x.sum(axis=1, keepdims=True) > 0).astype(np.float32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32)
net = nn.SequentialCell(nn.Dense(6, 16), nn.ReLU(), nn.Dense(16, 1))
model = Model(net, nn.BCEWithLogitsLoss(), nn.Adam(net.trainable_params(), 1e-2))
model.train(2, data, callbacks=[LossMonitor(5), WandbLikeLogger()], dataset_sink_mode=False)
