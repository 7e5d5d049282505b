"""Tiny action-recognition model (C3D style) on synthetic video clips.
Ported from a PyTorch training script; clips come from a decoder that yields (T, H, W, C) frames."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

NUM_CLASSES = 5
T, H, W = 8, 32, 32


class ClipSource:
    def __init__(self, n=64):
        rng = np.random.default_rng(0)
        self.labels = rng.integers(0, NUM_CLASSES, size=n).astype(np.int32)
        self.n = n

    def __getitem__(self, i):
        rng = np.random.default_rng(i)
        frames = rng.random((T, H, W, 3), dtype=np.float32)     # decoder output: T,H,W,C
        frames += self.labels[i] * 0.05
        # Conv3d wants (C, T, H, W)
        clip = np.transpose(frames, (3, 0, 1, 2)).copy()
        return clip, self.labels[i]

    def __len__(self):
        return self.n


class C3DSmall(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv3d(3, 16, kernel_size=3, pad_mode="same"),
            nn.ReLU(),
            nn.MaxPool3d(kernel_size=2, stride=2),
            nn.Conv3d(16, 32, kernel_size=3, pad_mode="same"),
            nn.ReLU(),
            nn.AdaptiveAvgPool3d(1),
        )
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))


train_ds = ds.GeneratorDataset(ClipSource(64), ["clip", "label"], shuffle=True).batch(8, drop_remainder=True)
net = C3DSmall(NUM_CLASSES)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"acc"})
print(f"train steps per epoch: {train_ds.get_dataset_size()}")
model.train(3, train_ds, callbacks=[ms.LossMonitor(4)])
print("eval:", model.eval(train_ds))
print("done")
