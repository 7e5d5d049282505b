"""Transfer learning: reuse a pretrained feature extractor, train only a new classification head."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(5)
N_FEAT, N_NEW = 32, 6


class Extractor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(N_FEAT, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU())
        self.head = nn.Dense(64, 10)  # original 10-class head

    def construct(self, x):
        return self.head(self.backbone(x))


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(77).normal(0, 2.0, size=(N_NEW, N_FEAT))
    y = rng.integers(0, N_NEW, size=n)
    return (protos[y] + rng.normal(size=(n, N_FEAT))).astype(np.float32), y.astype(np.int32)


class EvalEachEpoch(Callback):
    def __init__(self, model, ds_eval):
        self.model, self.ds_eval = model, ds_eval

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.ds_eval, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: eval {res}", flush=True)


net = Extractor()
for p in net.backbone.trainable_params():
    p.requires_grad = False          # freeze pretrained backbone
optimizer = nn.Adam(net.head.trainable_params(), learning_rate=1e-2)

# new task has 6 classes -> swap the head
net.head = nn.Dense(64, N_NEW)

xtr, ytr = make_split(1500, 0)
xva, yva = make_split(300, 1)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(50, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(100)

model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=optimizer, metrics={"accuracy", "loss"})
model.train(5, train_ds, callbacks=[LossMonitor(10), EvalEachEpoch(model, val_ds)], dataset_sink_mode=False)
