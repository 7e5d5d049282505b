# CIFAR-style images exported from the torch pipeline (already CHW float in [0,1], as ToTensor() gives),
# normalised with ImageNet mean/std in a MindSpore dataset pipeline; CNN with BN + Dropout, Model.train.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
images = rng.uniform(0, 1, size=(512, 3, 32, 32)).astype(np.float32)    # N, C, H, W
labels = rng.integers(0, 10, 512).astype(np.int32)
np.save("cifar_chw_018.npy", images); np.save("cifar_labels_018.npy", labels)

dataset = ds.NumpySlicesDataset({"image": np.load("cifar_chw_018.npy"), "label": np.load("cifar_labels_018.npy")},
                                shuffle=True)
dataset = dataset.map(operations=[vision.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225])],
                      input_columns="image", num_parallel_workers=2)
dataset = dataset.batch(64, drop_remainder=True)

net = nn.SequentialCell(
    nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Flatten(), nn.Dropout(p=0.3), nn.Dense(32 * 8 * 8, 10))
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"accuracy"})
model.train(2, dataset, callbacks=[LossMonitor(4), TimeMonitor()], dataset_sink_mode=False)
