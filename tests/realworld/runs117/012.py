"""Binary classifier with a custom F1 metric and a custom early-stopping / best-ckpt
callback (ported from a Keras callback), trained with mindspore.train.Model."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, Callback, Metric, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2)


class F1(Metric):
    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self.tp = self.fp = self.fn = 0

    def update(self, *inputs):
        pred = self._convert_data(inputs[0]).argmax(-1)
        y = self._convert_data(inputs[1])
        self.tp += int(((pred == 1) & (y == 1)).sum())
        self.fp += int(((pred == 1) & (y == 0)).sum())
        self.fn += int(((pred == 0) & (y == 1)).sum())

    def eval(self):
        p = self.tp / max(self.tp + self.fp, 1)
        r = self.tp / max(self.tp + self.fn, 1)
        return 2 * p * r / max(p + r, 1e-8)


class EvalAndStop(Callback):
    def __init__(self, model, eval_ds, patience=2):
        super().__init__()
        self.model, self.eval_ds, self.patience = model, eval_ds, patience
        self.best, self.bad = -1.0, 0

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.eval_ds, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: val {res}", flush=True)
        if res["f1"] > self.best:
            self.best, self.bad = res["f1"], 0
            ms.save_checkpoint(cb.train_network, "/home/user/project/s/best012.ckpt")
            print(f"  new best f1={self.best:.4f}, checkpoint saved", flush=True)
        else:
            self.bad += 1
            if self.bad >= self.patience:
                print("  early stopping", flush=True)
                run_context.request_stop()


rng = np.random.default_rng(2)
X = rng.normal(size=(800, 10)).astype(np.float32)
y = ((X[:, 0] + X[:, 1] * X[:, 2]) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:640], "y": y[:640]}, shuffle=True).batch(32)
val = ds.NumpySlicesDataset({"x": X[640:], "y": y[640:]}, shuffle=False).batch(64)

net = nn.SequentialCell(nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 3e-3), metrics={"f1": F1()})
model.train(12, train, callbacks=[LossMonitor(20), EvalAndStop(model, val)], dataset_sink_mode=False)
print("best val f1:", round(model.eval(val, dataset_sink_mode=False)["f1"], 4))
