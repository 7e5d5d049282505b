"""Tiny ViT-style classifier on 8x8 'patch' features; evaluates on a held-out set each epoch."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Parameter, Tensor
from mindspore.common.initializer import initializer, TruncatedNormal
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(8)

CFG = dict(batch_size=32, patches=16, patch_dim=12, dim=32, classes=4, epochs=2)

rng = np.random.default_rng(8)
def make(n):
    y = rng.integers(0, CFG["classes"], n).astype(np.int32)
    x = rng.normal(size=(n, CFG["patches"], CFG["patch_dim"])).astype(np.float32)
    x[np.arange(n), :, y] += 1.5
    return x, y

xtr, ytr = make(640)
xva, yva = make(250)
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(CFG["batch_size"], drop_remainder=True)
val = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(CFG["batch_size"])


class TinyViT(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.bs = c["batch_size"]
        self.embed = nn.Dense(c["patch_dim"], c["dim"])
        self.cls_token = Parameter(initializer(TruncatedNormal(0.02), (1, 1, c["dim"])), name="cls_token")
        self.pos = Parameter(initializer(TruncatedNormal(0.02), (1, c["patches"] + 1, c["dim"])), name="pos")
        self.block = nn.TransformerEncoderLayer(c["dim"], 4, 64, dropout=0.0, batch_first=True)
        self.norm = nn.LayerNorm((c["dim"],))
        self.head = nn.Dense(c["dim"], c["classes"])

    def construct(self, x):
        x = self.embed(x)
        cls = ops.tile(self.cls_token, (self.bs, 1, 1))   # torch: self.cls_token.expand(batch_size, -1, -1)
        x = ops.cat((cls, x), axis=1) + self.pos
        x = self.block(x)
        return self.head(self.norm(x[:, 0]))


class ValEveryEpoch(Callback):
    def __init__(self, model):
        self.model = model

    def on_train_epoch_end(self, run_context):
        epoch = run_context.original_args().cur_epoch_num
        print(f"epoch {epoch} validation:", self.model.eval(val, dataset_sink_mode=False), flush=True)


net = TinyViT(CFG)
model = Model(net, nn.CrossEntropyLoss(), nn.AdamWeightDecay(net.trainable_params(), 1e-3), metrics={"acc"})
model.train(CFG["epochs"], train, callbacks=[LossMonitor(5), ValEveryEpoch(model)], dataset_sink_mode=False)
