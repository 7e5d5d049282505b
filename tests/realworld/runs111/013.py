# Image classifier input pipeline: GeneratorDataset -> map(normalise) -> shuffle -> batch -> repeat,
# trained with Model.train for a few epochs (pipeline layout copied from a tf.data example).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class SyntheticImages:
    def __init__(self, n=600, seed=0):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, 3, n).astype(np.int32)
        self.x = rng.integers(0, 255, (n, 3, 16, 16)).astype(np.uint8)
        for i, c in enumerate(self.y):
            self.x[i, c] = np.clip(self.x[i, c].astype(np.int32) + 12, 0, 255)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)

def normalise(img):
    return (img.astype(np.float32) / 255.0 - 0.5) / 0.25

dataset = ds.GeneratorDataset(SyntheticImages(), column_names=["image", "label"], shuffle=False)
dataset = dataset.map(operations=normalise, input_columns="image")
dataset = dataset.shuffle(buffer_size=600)
dataset = dataset.batch(32, drop_remainder=True)
dataset = dataset.repeat()

net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
                        nn.Flatten(), nn.Dropout(p=0.2), nn.Dense(8 * 8 * 8, 3))
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc"})
print("steps per epoch:", dataset.get_dataset_size(), flush=True)
model.train(3, dataset, callbacks=[LossMonitor(50), TimeMonitor()], dataset_sink_mode=False)
print("training done", flush=True)
