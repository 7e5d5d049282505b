"""Fine-tune a small CNN on synthetic 'shapes' images with Model.train; optionally start from a pretrained checkpoint."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
PRETRAINED = "/home/user/project/shapes_cnn_pretrain.ckpt"
LR, EPOCHS = 0.05, 5

def make_images(n, seed):
    r = np.random.default_rng(seed)
    x = r.normal(0, 0.3, size=(n, 1, 16, 16)).astype(np.float32)
    y = r.integers(0, 4, size=n).astype(np.int32)
    for i, c in enumerate(y):               # class = which quadrant is bright
        a, b = (c // 2) * 8, (c % 2) * 8
        x[i, 0, a:a + 8, b:b + 8] += 1.0
    return x, y

class ShapesCNN(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.classifier = nn.Dense(16 * 4 * 4, num_classes)
    def construct(self, x):
        return self.classifier(self.flatten(self.features(x)))

def build_model(pretrained=None):
    net = ShapesCNN()
    if pretrained and os.path.exists(pretrained):
        ms.load_checkpoint(pretrained, net)
        print(f"loaded pretrained weights from {pretrained}")
    return net

if not os.path.exists(PRETRAINED):
    ms.save_checkpoint(ShapesCNN(), PRETRAINED)   # placeholder "pretrained" weights for the smoke test

xtr, ytr = make_images(1024, 0)
xva, yva = make_images(256, 1)
train_ds = ds.NumpySlicesDataset((xtr, ytr), column_names=["image", "label"], shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset((xva, yva), column_names=["image", "label"], shuffle=False).batch(64)

net = build_model()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
optimizer = nn.Momentum(net.trainable_params(), learning_rate=LR, momentum=0.9)

# resume from the pretrained checkpoint
net = build_model(PRETRAINED)

model = Model(net, loss_fn, optimizer, metrics={"accuracy": Accuracy()})
for epoch in range(EPOCHS):
    model.train(1, train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
    print(f"epoch {epoch + 1}: val {model.eval(val_ds, dataset_sink_mode=False)}")
