"""MindSpore port of a PyTorch MLP classifier (nn.Dropout(0.1) after each hidden layer), trained with Model.train."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy, Callback

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(8)

NUM_CLASSES, DIM = 10, 64
rng = np.random.default_rng(8)
proj = rng.standard_normal((DIM, NUM_CLASSES)).astype(np.float32)


def make_split(n, shuffle):
    x = rng.standard_normal((n, DIM)).astype(np.float32)
    y = np.argmax(x @ proj + 0.3 * rng.standard_normal((n, NUM_CLASSES)), axis=1).astype(np.int32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=shuffle).batch(128)


class MLP(nn.Cell):
    def __init__(self, dim=DIM, hidden=256, num_classes=NUM_CLASSES, dropout=0.1):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(dim, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Dense(hidden, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Dense(hidden, hidden), nn.ReLU(), nn.Dropout(dropout),
        )
        self.head = nn.Dense(hidden, num_classes)

    def construct(self, x):
        return self.head(self.body(x))


class EvalEachEpoch(Callback):
    def __init__(self, model, train_eval, val):
        self.model, self.train_eval, self.val = model, train_eval, val

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        tr = self.model.eval(self.train_eval, dataset_sink_mode=False)["acc"]
        va = self.model.eval(self.val, dataset_sink_mode=False)["acc"]
        print(f"epoch {cb.cur_epoch_num}: train_acc {tr:.4f} val_acc {va:.4f}", flush=True)


train = make_split(10000, True)
val = make_split(2000, False)
net = MLP()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
model.train(8, train, callbacks=[LossMonitor(20), EvalEachEpoch(model, train, val)], dataset_sink_mode=False)
