# HF binary sentiment head ported: single logit + BCEWithLogits (torch: num_labels=1), evaluated with Model's "acc" metric
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(1200, 32)).astype(np.float32)
y = (X[:, 0] + X[:, 1] > 0).astype(np.float32)
tr = ds.NumpySlicesDataset({"x": X[:1000], "y": y[:1000]}, shuffle=True).batch(50)
va = ds.NumpySlicesDataset({"x": X[1000:], "y": y[1000:]}, shuffle=False).batch(50)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 1))
    def construct(self, x):
        return self.body(x).squeeze(-1)   # logits.squeeze(-1) as in the torch head

net = Classifier()
model = Model(net, nn.BCEWithLogitsLoss(), nn.AdamWeightDecay(net.trainable_params(), 1e-3),
              metrics={"acc", "loss"})
model.train(2, tr, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print("eval:", model.eval(va, dataset_sink_mode=False))
