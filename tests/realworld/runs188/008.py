"""Feature-pyramid classifier ported from PyTorch (top-down pathway), trained in graph mode."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(5)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU", jit_config={"jit_level": "O0"})


class FPNClassifier(nn.Cell):
    def __init__(self, n_classes=4, ch=(8, 16, 32), out_ch=16):
        super().__init__()
        self.stages = nn.CellList()
        cin = 3
        for c in ch:
            self.stages.append(nn.SequentialCell(nn.Conv2d(cin, c, 3, stride=2, pad_mode="same"),
                                                 nn.BatchNorm2d(c), nn.ReLU()))
            cin = c
        self.lateral = nn.CellList([nn.Conv2d(c, out_ch, 1) for c in ch])
        self.head = nn.Dense(out_ch, n_classes)

    def construct(self, x):
        feats = []
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        # top-down pathway: start from the coarsest map
        top = None
        for feat, lat in zip(reversed(feats), reversed(self.lateral)):
            p = lat(feat)
            if top is not None:
                p = p + ops.interpolate(top, size=p.shape[2:], mode="nearest")
            top = p
        return self.head(top.mean(axis=(2, 3)))


rng = np.random.default_rng(5)
y = rng.integers(0, 4, 256).astype(np.int32)
X = (rng.normal(size=(256, 3, 32, 32)) + y[:, None, None, None] * 0.5).astype(np.float32)
train = ds.NumpySlicesDataset({"image": X, "label": y}, shuffle=True).batch(32, drop_remainder=True)

net = FPNClassifier()
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9),
              metrics={"accuracy": Accuracy()})
model.train(3, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print(model.eval(train, dataset_sink_mode=False))
