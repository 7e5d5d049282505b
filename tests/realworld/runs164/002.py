"""Tabular regression (house prices) with Model.train and a fixed loss scale for mixed-precision readiness."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Callback, TimeMonitor, FixedLossScaleManager

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(42)

rng = np.random.default_rng(7)
X = rng.normal(size=(2048, 13)).astype(np.float32)
w_true = rng.normal(size=(13, 1)).astype(np.float32)
Y = (X @ w_true + 0.1 * rng.normal(size=(2048, 1))).astype(np.float32)

train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(13, 128), nn.ReLU(),
            nn.Dense(128, 64), nn.ReLU(),
            nn.Dense(64, 1))
    def construct(self, x):
        return self.body(x)

class StepLogger(Callback):
    def __init__(self, every=8):
        self.every = every
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        step = (cb.cur_step_num - 1) % cb.batch_num + 1
        if step % self.every == 0:
            print(f"epoch {cb.cur_epoch_num} step {step}/{cb.batch_num} loss {float(cb.net_outputs.asnumpy()):.6f}", flush=True)

net = Regressor()
loss = nn.MSELoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
scale = FixedLossScaleManager(loss_scale=1024.0, drop_overflow_update=False)
model = Model(net, loss_fn=loss, optimizer=opt, loss_scale_manager=scale)

print("start training")
model.train(4, train_ds, callbacks=[StepLogger(2), TimeMonitor()], dataset_sink_mode=False)
print("training finished")
