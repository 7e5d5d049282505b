"""CIFAR-style small CNN trained with Model.train, mixed precision O2 and a fixed loss scale (as in the model-zoo recipe)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Callback, Accuracy
from mindspore.amp import FixedLossScaleManager

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class PrintLoss(Callback):
    def __init__(self, every=5):
        self.every = every

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        step = (cb.cur_step_num - 1) % cb.batch_num + 1
        if step % self.every == 0:
            print(f"Epoch [{cb.cur_epoch_num}/{cb.epoch_num}], Step [{step}/{cb.batch_num}], "
                  f"Loss: {float(cb.net_outputs.asnumpy()):.4f}", flush=True)

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"Epoch {cb.cur_epoch_num} finished", flush=True)


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, n).astype(np.int32)
    proto = np.random.default_rng(99).normal(0, 1, (10, 3, 16, 16)).astype(np.float32)
    x = proto[y] + rng.normal(0, 1.0, (n, 3, 16, 16)).astype(np.float32)
    return x, y


net = nn.SequentialCell(
    nn.Conv2d(3, 16, 3), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Conv2d(16, 32, 3), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Flatten(), nn.Dense(32 * 4 * 4, 10))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9, weight_decay=1e-4)
loss_scale = FixedLossScaleManager(1024.0, drop_overflow_update=False)
model = Model(net, loss, opt, metrics={"acc": Accuracy()}, amp_level="O2", loss_scale_manager=loss_scale)

x, y = make_data(1600, 0)
train_ds = ds.NumpySlicesDataset((x, y), ["image", "label"], shuffle=True).batch(64)
xv, yv = make_data(320, 1)
val_ds = ds.NumpySlicesDataset((xv, yv), ["image", "label"], shuffle=False).batch(64)
model.train(3, train_ds, callbacks=[PrintLoss(5)], dataset_sink_mode=False)
print("Validation:", model.eval(val_ds, dataset_sink_mode=False))
