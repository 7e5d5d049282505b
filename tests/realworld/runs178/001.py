"""Tabular classifier trained with mindspore Model.train + callbacks (healthy)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(7)
np.random.seed(7)

N, D, C = 2048, 20, 4
centers = np.random.randn(C, D).astype(np.float32) * 0.35
y = np.random.randint(0, C, N).astype(np.int32)
x = (centers[y] + np.random.randn(N, D).astype(np.float32)).astype(np.float32)

def make_ds(xs, ys, bs, shuffle):
    d = ds.NumpySlicesDataset({"features": xs, "label": ys}, shuffle=shuffle)
    return d.batch(bs, drop_remainder=True)

train_ds = make_ds(x[:1792], y[:1792], 64, True)
val_ds = make_ds(x[1792:], y[1792:], 64, False)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(D, 64), nn.ReLU(), nn.Dropout(p=0.1),
            nn.Dense(64, 64), nn.ReLU(),
            nn.Dense(64, C))
    def construct(self, x):
        return self.body(x)

net = MLP()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
lr = nn.cosine_decay_lr(min_lr=1e-4, max_lr=3e-3, total_step=28 * 5, step_per_epoch=28, decay_epoch=5)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc": Accuracy()})

print(f"train batches: {train_ds.get_dataset_size()}  val batches: {val_ds.get_dataset_size()}")
model.train(5, train_ds, callbacks=[LossMonitor(7), TimeMonitor()], dataset_sink_mode=False)
res = model.eval(val_ds, dataset_sink_mode=False)
print(f"validation: {res}")
