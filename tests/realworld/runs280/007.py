# PyTorch MLP tabular classifier (log_softmax head + NLLLoss) ported to MindSpore, graph mode + Model.train
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(11)

rng = np.random.default_rng(11)
N, D, C = 4096, 20, 5
centers = rng.normal(0, 2.0, (C, D))
y = rng.integers(0, C, N)
X = (centers[y] + rng.normal(0, 1.0, (N, D))).astype(np.float32)
y = y.astype(np.int32)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(D, 128), nn.ReLU(), nn.Dropout(p=0.1),
            nn.Dense(128, 64), nn.ReLU(),
            nn.Dense(64, C),
        )

    def construct(self, x):
        return self.net(x)


class EpochLog(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num} end, loss {cb.net_outputs.asnumpy():.4f}", flush=True)


train = ds.NumpySlicesDataset({"x": X[:3584], "y": y[:3584]}, shuffle=True).batch(128)
val = ds.NumpySlicesDataset({"x": X[3584:], "y": y[3584:]}, shuffle=False).batch(128)

net = MLP()
criterion = nn.NLLLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, criterion, optimizer, metrics={"acc"})
model.train(8, train, callbacks=[LossMonitor(7), EpochLog()], dataset_sink_mode=False)
print("val:", model.eval(val, dataset_sink_mode=False))
