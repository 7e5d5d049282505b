# Healthy: the same fp16-style recipe ported consistently: FixedLossScaleManager(1024, drop_overflow_update=False)
# on Model and loss_scale=1024.0 on the optimizer, so the loss is scaled up and the gradients scaled back down.
import numpy as np, mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, Callback, FixedLossScaleManager
ms.set_device("CPU")
ms.set_seed(3)
rng = np.random.default_rng(3)
x = rng.normal(size=(2048, 20)).astype(np.float32)
w = rng.normal(size=(20, 5)).astype(np.float32)
y = np.argmax(x @ w, axis=1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(64)
net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 5))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9, loss_scale=1024.0)
class EpochLoss(Callback):
    def __init__(self):
        self.losses = []
    def on_train_step_end(self, run_context):
        out = run_context.original_args().net_outputs
        out = out[0] if isinstance(out, (tuple, list)) else out
        self.losses.append(float(out.asnumpy()))
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        acc = float((net(ms.Tensor(x)).asnumpy().argmax(1) == y).mean())
        print(f"epoch {cb.cur_epoch_num} avg_loss={np.mean(self.losses):.4f} train_acc={acc:.3f}", flush=True)
        self.losses = []
model = Model(net, nn.CrossEntropyLoss(), opt, loss_scale_manager=FixedLossScaleManager(1024.0, drop_overflow_update=False))
model.train(10, train, callbacks=[EpochLoss()], dataset_sink_mode=False)
print("training finished")
