"""MLP classifier on 64-d tabular features, ported layer by layer from the
PyTorch model (nn.Linear -> nn.Dense, nn.Dropout(0.1) -> nn.Dropout(0.1)).
Model.train in GRAPH mode with an eval callback each epoch."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Callback

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(13)

N_FEAT, N_CLASS = 64, 8


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    w = np.random.default_rng(77).normal(size=(N_FEAT, N_CLASS))
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    logits = x @ w + 0.5 * np.sin(3 * x[:, :N_CLASS])
    y = logits.argmax(axis=1).astype(np.int32)
    return x, y


x_tr, y_tr = make_data(8000, 0)
x_va, y_va = make_data(2000, 1)
train_ds = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True).batch(128, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False).batch(500)


class TabularMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.SequentialCell(
            nn.Dense(N_FEAT, 256), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(256, 256), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(256, 128), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(128, N_CLASS))

    def construct(self, x):
        return self.layers(x)


class EvalCallback(Callback):
    def __init__(self, model, dataset):
        super().__init__()
        self.model, self.dataset = model, dataset

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.dataset, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num} val: accuracy {res['accuracy']:.4f} loss {res['loss']:.4f}", flush=True)


net = TabularMLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"accuracy", "loss"})
model.train(6, train_ds, callbacks=[LossMonitor(31), EvalCallback(model, val_ds)], dataset_sink_mode=False)
