# healthy: fine-tuning a pretrained backbone on a new 5-class task; the old 10-class head is deliberately not loaded
# (strict_load=False, the head is re-initialised). MindSpore reports the not-loaded head parameters; training then proceeds.
import numpy as np, mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor
ms.set_device("CPU")
ms.set_seed(3)
class Classifier(nn.Cell):
    def __init__(self, classes):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.classifier = nn.Dense(64, classes)
    def construct(self, x):
        return self.classifier(self.backbone(x))
ms.save_checkpoint(Classifier(10), "pretrained_10cls.ckpt")
params = ms.load_checkpoint("pretrained_10cls.ckpt")
for name in [k for k in params if k.startswith("classifier.")]:
    params.pop(name)                    # drop the old head: shapes are for 10 classes
net = Classifier(5)
param_not_load, _ = ms.load_param_into_net(net, params, strict_load=False)
print("re-initialised (new head):", param_not_load, flush=True)
rng = np.random.default_rng(0)
x = rng.normal(size=(500, 32)).astype(np.float32)
y = np.argmax(x[:, :5], axis=1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(25)
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 3e-3), metrics={"acc"})
model.train(5, train, callbacks=[LossMonitor(20)], dataset_sink_mode=False)
print("eval:", model.eval(ds.NumpySlicesDataset({"x": x[:100], "y": y[:100]}, shuffle=False).batch(25), dataset_sink_mode=False))
