"""Mini ViT-style patch classifier; forward ported from a PyTorch repo that wraps the trunk in an optional autocast context."""
import contextlib
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2)

IMG, PATCH, DIM, NCLS = 16, 4, 48, 5
NP = (IMG // PATCH) ** 2

class PatchClassifier(nn.Cell):
    def __init__(self, use_amp=False):
        super().__init__()
        self.use_amp = use_amp
        self.patch = nn.Conv2d(1, DIM, PATCH, stride=PATCH, pad_mode="valid", has_bias=True)
        self.pos = ms.Parameter(ops.zeros((1, NP, DIM), ms.float32), name="pos_embed")
        layer = nn.TransformerEncoderLayer(DIM, 4, dim_feedforward=96, dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2)
        self.norm = nn.LayerNorm((DIM,))
        self.head = nn.Dense(DIM, NCLS)

    def construct(self, x):
        ctx = contextlib.nullcontext()
        with ctx:
            t = self.patch(x).flatten(start_dim=2).transpose(0, 2, 1) + self.pos
            t = self.encoder(t)
        return self.head(self.norm(t.mean(axis=1)))

rng = np.random.default_rng(0)
y = rng.integers(0, NCLS, size=600).astype(np.int32)
x = rng.normal(size=(600, 1, IMG, IMG)).astype(np.float32)
for c in range(NCLS):
    x[y == c, :, c * 3:c * 3 + 3, :] += 2.0
train_ds = ds.NumpySlicesDataset({"image": x[:500], "label": y[:500]}, shuffle=True).batch(25)
val_ds = ds.NumpySlicesDataset({"image": x[500:], "label": y[500:]}, shuffle=False).batch(50)

net = PatchClassifier()
loss = nn.CrossEntropyLoss(label_smoothing=0.1)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.05)
model = Model(net, loss, opt, metrics={"top1": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
print(model.eval(val_ds, dataset_sink_mode=False))
