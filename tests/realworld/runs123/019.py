"""Flower-style image classification pipeline from a MindSpore 1.x model-zoo recipe (PIL-based augmentations)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore.dataset.transforms import py_transforms
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


def create_dataset(n=256, batch_size=16, training=True):
    rng = np.random.default_rng(0)
    images = rng.integers(0, 255, (n, 40, 40, 3)).astype(np.uint8)
    labels = rng.integers(0, 5, n).astype(np.int32)
    data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=training)
    trans = py_transforms.Compose([
        vision.ToPIL(),
        vision.RandomResizedCrop(32) if training else vision.Resize((32, 32)),
        vision.RandomHorizontalFlip(),
        vision.ToTensor(),
    ])
    data = data.map(operations=trans, input_columns="image")
    return data.batch(batch_size, drop_remainder=True)


net = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2), nn.Flatten(), nn.Dense(16 * 16 * 16, 5))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.Adam(net.trainable_params(), 1e-3))
model.train(2, create_dataset(), callbacks=[LossMonitor(8)], dataset_sink_mode=False)
