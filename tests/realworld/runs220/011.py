# Image classifier; images are read through a generator dataset, labels from the label array, then zipped.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
N, C = 3000, 4
labels = rng.integers(0, C, N).astype(np.int32)
images = rng.normal(0, 1, (N, 1, 12, 12)).astype(np.float32)
for i, c in enumerate(labels):
    images[i, 0, 3 * c:3 * c + 3, :] += 1.0

class ImageFiles:
    """Reads decoded images one by one (stand-in for the image folder on disk)."""
    def __init__(self, arr):
        self.arr = arr
    def __getitem__(self, i):
        return (self.arr[i],)
    def __len__(self):
        return len(self.arr)

def build(split_x, split_y):
    img_ds = ds.GeneratorDataset(ImageFiles(split_x), column_names=["image"])
    lab_ds = ds.NumpySlicesDataset({"label": split_y}, shuffle=False)
    return ds.zip((img_ds, lab_ds))

train = build(images[:2500], labels[:2500]).shuffle(500).batch(50, drop_remainder=True)
val = build(images[2500:], labels[2500:]).batch(50, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(1, 8, 3), nn.ReLU(), nn.MaxPool2d(2, 2), nn.Flatten(),
                        nn.Dense(8 * 6 * 6, 64), nn.ReLU(), nn.Dense(64, C))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"acc": nn.Accuracy()})
for epoch in range(6):
    model.train(1, train, callbacks=[ms.LossMonitor(25)], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} val: {model.eval(val, dataset_sink_mode=False)}", flush=True)
