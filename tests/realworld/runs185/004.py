"""Large-batch training recipe: SGD+momentum wrapped in LARS (layer-wise adaptive rate scaling),
as in the ImageNet-in-an-hour configs. Tiny CNN + synthetic images for a smoke test on the dev box."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

GLOBAL_BATCH = 256
BASE_LR = 0.1 * GLOBAL_BATCH / 256

rng = np.random.default_rng(0)
images = rng.normal(size=(1024, 3, 24, 24)).astype(np.float32)
labels = rng.integers(0, 10, 1024).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(GLOBAL_BATCH, drop_remainder=True)


class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(3, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(32, 64, 3, pad_mode="same"), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Flatten(), nn.Dense(64 * 6 * 6, 10)])

    def construct(self, x):
        return self.body(x)


net = ConvNet()
lr = nn.warmup_lr(BASE_LR, total_step=train_ds.get_dataset_size() * 3, step_per_epoch=train_ds.get_dataset_size(), warmup_epoch=1)
base_opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=5e-5)
opt = nn.LARS(base_opt, epsilon=1e-5, coefficient=0.001,
              lars_filter=lambda p: "beta" not in p.name and "gamma" not in p.name and "bias" not in p.name)

model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt)
print(f"global batch {GLOBAL_BATCH}, base lr {BASE_LR}, steps/epoch {train_ds.get_dataset_size()}")
model.train(3, train_ds, callbacks=[LossMonitor(1), TimeMonitor()], dataset_sink_mode=False)
