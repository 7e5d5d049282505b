"""ResNet-style tiny CNN with a StepLR schedule (torch: StepLR(step_size=3, gamma=0.5), stepped each epoch)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(1)
N, NCLS, EPOCHS, BASE_LR = 2048, 10, 8, 0.05
protos = rng.normal(size=(NCLS, 3, 12, 12)).astype(np.float32)
labels = rng.integers(0, NCLS, N).astype(np.int32)
images = (protos[labels] + 1.5 * rng.normal(size=(N, 3, 12, 12))).astype(np.float32)


class ResBlock(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, pad_mode="same", has_bias=False)
        self.bn1 = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, pad_mode="same", has_bias=False)
        self.bn2 = nn.BatchNorm2d(c)
        self.relu = nn.ReLU()

    def construct(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        return self.relu(x + self.bn2(self.conv2(out)))


class TinyResNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, 16, 3, pad_mode="same", has_bias=False), nn.BatchNorm2d(16), nn.ReLU())
        self.layer1 = ResBlock(16)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(16, NCLS)

    def construct(self, x):
        return self.fc(self.pool(self.layer1(self.stem(x))).reshape(x.shape[0], -1))


loader = ds.NumpySlicesDataset((images, labels), ["image", "label"], shuffle=True).batch(64, drop_remainder=True)
steps_per_epoch = loader.get_dataset_size()

# StepLR(step_size=3, gamma=0.5)
lr_schedule = nn.piecewise_constant_lr([steps_per_epoch * m for m in (3, 6, EPOCHS)], [BASE_LR * 0.5 ** k for k in range(3)])
print(f"lr schedule: {len(lr_schedule)} steps, first {lr_schedule[0]} last {lr_schedule[-1]}")

net = TinyResNet()
opt = nn.Momentum(net.trainable_params(), learning_rate=lr_schedule, momentum=0.9, weight_decay=1e-4)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc"})


class EpochLogger(ms.train.Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num} step {cb.cur_step_num} loss {float(cb.net_outputs.asnumpy()):.4f}", flush=True)


print(f"steps per epoch: {steps_per_epoch}")
model.train(EPOCHS, loader, callbacks=[EpochLogger()], dataset_sink_mode=False)
print("train accuracy:", model.eval(loader, dataset_sink_mode=False))
