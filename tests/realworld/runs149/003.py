"""Fine-tune a pretrained feature extractor with a new classification head (frozen backbone)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(3)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Backbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
    def construct(self, x):
        return self.features(x)

class Classifier(nn.Cell):
    def __init__(self, num_classes=1000):
        super().__init__()
        self.backbone = Backbone()
        self.head = nn.Dense(32, num_classes)
    def construct(self, x):
        return self.head(self.backbone(x))

rng = np.random.default_rng(3)
imgs = rng.normal(size=(320, 3, 16, 16)).astype(np.float32)
labels = (imgs[:, 0].mean(axis=(1, 2)) > 0).astype(np.int32) + 2 * (imgs[:, 1].mean(axis=(1, 2)) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"image": imgs[:256], "label": labels[:256]}, shuffle=True).batch(32)
val = ds.NumpySlicesDataset({"image": imgs[256:], "label": labels[256:]}, shuffle=False).batch(32)

net = Classifier()
for p in net.backbone.trainable_params():   # freeze the pretrained backbone
    p.requires_grad = False
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)

# replace ImageNet head with a 4-class head for our task
net.head = nn.Dense(32, 4)

loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
model = Model(net, loss_fn, optimizer, metrics={"accuracy": Accuracy()})
for epoch in range(1, 6):
    model.train(1, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print(f"epoch {epoch} val: {model.eval(val, dataset_sink_mode=False)}")
