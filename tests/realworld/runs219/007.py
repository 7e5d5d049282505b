# Evaluate a small sequence classifier from weights converted out of a Hugging Face
# *ForSequenceClassification checkpoint (keys kept as in the HF state_dict).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(6)

class Encoder(nn.Cell):
    def __init__(self, d_in=32, d=64):
        super().__init__()
        self.dense1 = nn.Dense(d_in, d)
        self.act = nn.Tanh()
        self.dense2 = nn.Dense(d, d)
    def construct(self, x):
        return self.act(self.dense2(self.act(self.dense1(x))))

class Classifier(nn.Cell):
    def __init__(self, num_labels=6):
        super().__init__()
        self.encoder = Encoder()
        self.classifier = nn.Dense(64, num_labels)
    def construct(self, x):
        return self.classifier(self.encoder(x))

class UpstreamForSequenceClassification(nn.Cell):
    """The upstream model class (HF layout: backbone under `model`, head named `score`)."""
    def __init__(self, num_labels=6):
        super().__init__()
        self.model = Encoder()
        self.score = nn.Dense(64, num_labels)
    def construct(self, x):
        return self.score(self.model(x))

rng = np.random.default_rng(0)
W = rng.standard_normal((32, 6)).astype(np.float32)
def make(n):
    x = rng.standard_normal((n, 32)).astype(np.float32)
    return x, np.argmax(x @ W, 1).astype(np.int32)

# ---- upstream training run that produced the checkpoint ----
xtr, ytr = make(2048)
upstream = UpstreamForSequenceClassification()
ds_tr = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64)
m = ms.Model(upstream, nn.CrossEntropyLoss(), nn.Adam(upstream.trainable_params(), 3e-3), metrics={"accuracy"})
m.train(5, ds_tr, callbacks=[ms.LossMonitor(32)])
ms.save_checkpoint(upstream, "converted_from_hf.ckpt")

# ---- our port: build the model and load the converted weights ----
net = Classifier()
param_dict = ms.load_checkpoint("converted_from_hf.ckpt")
print("checkpoint keys:", list(param_dict.keys()))
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)

xte, yte = make(1024)
ds_te = ds.NumpySlicesDataset({"x": xte, "y": yte}, shuffle=False).batch(128)
evaluator = ms.Model(net, nn.CrossEntropyLoss(), metrics={"accuracy", "loss"})
print("eval:", evaluator.eval(ds_te))
