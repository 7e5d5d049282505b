"""MNIST-like MLP port from PyTorch: synthetic 28x28 digits, vision transforms in the dataset pipeline."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
images = rng.integers(0, 256, size=(1000, 28, 28, 1), dtype=np.uint8)
labels = rng.integers(0, 10, size=(1000,)).astype(np.int32)

train_ds = ds.NumpySlicesDataset((images, labels), column_names=["image", "label"], shuffle=True)
train_ds = train_ds.map(operations=[vision.Rescale(1.0 / 255.0, 0.0),
                                    vision.Normalize(mean=[0.1307], std=[0.3081]),
                                    vision.HWC2CHW()],
                        input_columns="image", num_parallel_workers=2)
train_ds = train_ds.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
train_ds = train_ds.batch(64, drop_remainder=True)
print("batches per epoch:", train_ds.get_dataset_size())
for col, shape in zip(train_ds.get_col_names(), train_ds.output_shapes()):
    print(col, shape)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(28 * 28, 256)
        self.fc2 = nn.Dense(256, 128)
        self.fc3 = nn.Dense(128, 10)
        self.relu = nn.ReLU()

    def construct(self, x):
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


net = MLP()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, loss_fn, opt, metrics={"accuracy"})
model.train(2, train_ds, callbacks=[ms.LossMonitor(5)], dataset_sink_mode=False)
