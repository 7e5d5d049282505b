"""Image-folder style pipeline: decode-free numpy images, augment with vision transforms, train a CNN via Model."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class FlowerSource:
    """Returns HWC uint8 images and int labels, like the torchvision ImageFolder it replaces."""
    def __init__(self, n=96):
        rng = np.random.default_rng(0)
        self.imgs = rng.integers(0, 255, size=(n, 40, 40, 3), dtype=np.uint8)
        self.labels = rng.integers(0, 5, n).astype(np.int32)
    def __getitem__(self, i):
        return self.imgs[i], self.labels[i]
    def __len__(self):
        return len(self.labels)

def create_dataset(batch_size=16, training=True):
    data = ds.GeneratorDataset(FlowerSource(), column_names=["data", "label"], shuffle=training)
    trans = [vision.RandomCrop(32), vision.RandomHorizontalFlip(),
             vision.Rescale(1.0 / 255.0, 0.0),
             vision.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225]),
             vision.HWC2CHW()]
    data = data.map(operations=trans, input_columns="image", num_parallel_workers=2)
    data = data.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
    return data.batch(batch_size, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(16, 5))
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc": Accuracy()})
train_ds = create_dataset()
print("steps per epoch:", train_ds.get_dataset_size())
model.train(2, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
