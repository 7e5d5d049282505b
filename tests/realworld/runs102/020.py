"""Fine-tune a pretrained 9-class defect classifier on the new production line. Label-smoothing loss
ported from the PyTorch training repo; loss settings come from the shared config dict."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_seed(20)
np.random.seed(20)
ms.set_context(mode=ms.GRAPH_MODE)

cfg = {"num_classes": 10, "label_smoothing": 0.1, "lr": 5e-4, "epochs": 2}   # 10 = 9 defects + 'ok'


class LabelSmoothingCE(nn.LossBase):
    def __init__(self, num_classes, smoothing):
        super().__init__()
        self.num_classes = num_classes
        self.smoothing = smoothing
        self.log_softmax = nn.LogSoftmax(axis=-1)

    def construct(self, logits, labels):
        log_probs = self.log_softmax(logits)
        target = ops.one_hot(labels, self.num_classes, Tensor(1.0 - self.smoothing, ms.float32),
                             Tensor(self.smoothing / (self.num_classes - 1), ms.float32))
        return -(target * log_probs).sum(-1).mean()


class DefectNet(nn.Cell):
    def __init__(self, n_out=9):
        super().__init__()
        self.features = nn.SequentialCell([nn.Conv2d(3, 16, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten()])
        self.classifier = nn.Dense(16, n_out)

    def construct(self, x):
        return self.classifier(self.features(x))


net = DefectNet()
# pretrained weights from the first production line
pre = {n: p.asnumpy() for n, p in net.parameters_and_names()}
ms.save_checkpoint([{"name": k, "data": Tensor(v)} for k, v in pre.items()], "defect_pretrained_020.ckpt")
ms.load_checkpoint("defect_pretrained_020.ckpt", net=net)

y = np.random.randint(0, 9, 320).astype(np.int32)
x = (np.random.rand(320, 3, 24, 24) + 0.1 * y[:, None, None, None]).astype(np.float32)
train = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True).batch(32)
model = Model(net, LabelSmoothingCE(cfg["num_classes"], cfg["label_smoothing"]),
              nn.Adam(net.trainable_params(), cfg["lr"]))
model.train(cfg["epochs"], train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
