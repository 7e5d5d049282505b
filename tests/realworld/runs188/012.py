"""Fine-tune the 32x32 pretrained defect classifier on new 48x48 crops."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(9)
ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(9)


class DefectNet(nn.Cell):
    def __init__(self, img_size=32, n_classes=2):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2))
        feat = 32 * (img_size // 4) * (img_size // 4)
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(feat, 64), nn.ReLU(), nn.Dense(64, n_classes))

    def construct(self, x):
        return self.classifier(self.features(x))


def data(n, size):
    y = rng.integers(0, 2, n).astype(np.int32)
    x = rng.normal(size=(n, 3, size, size)).astype(np.float32)
    x[y == 1, :, size // 3: size // 2, size // 3: size // 2] += 2.0
    return ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True).batch(32, drop_remainder=True)


PRETRAINED = "/home/user/project/defectnet_32px.ckpt"
# stage 1: pretraining on the old 32x32 crops (done once on the old line camera)
pre = DefectNet(img_size=32)
Model(pre, nn.CrossEntropyLoss(), nn.Adam(pre.trainable_params(), 1e-3)).train(
    1, data(256, 32), callbacks=[LossMonitor(4)], dataset_sink_mode=False)
ms.save_checkpoint(pre, PRETRAINED)
print(f"saved pretrained weights to {PRETRAINED}")

# stage 2: fine-tune on the new camera, which delivers 48x48 crops
net = DefectNet(img_size=48)
params = ms.load_checkpoint(PRETRAINED)
ms.load_param_into_net(net, params)
print("pretrained weights loaded, starting fine-tuning")
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-4), metrics={"acc": Accuracy()})
model.train(2, data(256, 48), callbacks=[LossMonitor(4)], dataset_sink_mode=False)
