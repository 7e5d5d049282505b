"""Image classifier (small CNN) on features/labels stored as two .npy files, mindspore.dataset pipeline."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

# generated data: 4 classes of 16x16 blobs at different positions, written like a preprocessing job would
rng = np.random.default_rng(0)
n, C = 2000, 4
labels = rng.integers(0, C, n).astype(np.int32)
imgs = rng.normal(0, 0.3, size=(n, 1, 16, 16)).astype(np.float32)
for i, c in enumerate(labels):
    r, q = divmod(int(c), 2)
    imgs[i, 0, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 1.0
np.save("images.npy", imgs)
np.save("labels.npy", labels)

images_ds = ds.NumpySlicesDataset(np.load("images.npy"), column_names=["image"], shuffle=True)
labels_ds = ds.NumpySlicesDataset(np.load("labels.npy"), column_names=["label"], shuffle=False)
labels_ds = labels_ds.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
train_ds = ds.zip((images_ds, labels_ds)).batch(32, drop_remainder=True, num_parallel_workers=2)
print("columns:", train_ds.get_col_names(), "batches:", train_ds.get_dataset_size())


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 4 * 4, C)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))


net = SmallCNN()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"accuracy"})
model.train(4, train_ds, callbacks=[ms.LossMonitor(20)], dataset_sink_mode=False)
print("train-set metrics:", model.eval(train_ds, dataset_sink_mode=False))
