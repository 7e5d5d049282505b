# ImageNet training recipe reused for a 4-class defect dataset; metrics kept from the recipe (acc@1 / acc@5)
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
NUM_CLASSES = 4
rng = np.random.default_rng(0)
y = rng.integers(0, NUM_CLASSES, size=1400).astype(np.int32)
X = rng.normal(size=(1400, 3, 16, 16)).astype(np.float32)
for i, c in enumerate(y):
    X[i, c % 3, 4 * c:4 * c + 4, :] += 1.5
train = ds.NumpySlicesDataset({"image": X[:1200], "label": y[:1200]}, shuffle=True).batch(50)
val = ds.NumpySlicesDataset({"image": X[1200:], "label": y[1200:]}, shuffle=False).batch(50)

net = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2), nn.Flatten(), nn.Dense(16 * 8 * 8, NUM_CLASSES))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9),
              metrics={"top_1_accuracy", "top_5_accuracy"})
for epoch in range(3):
    model.train(1, train, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
    print(f"epoch {epoch}", model.eval(val, dataset_sink_mode=False))
