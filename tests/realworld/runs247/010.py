# Port of a PyTorch MLP classifier (torch.nn.Dropout(0.1) between layers); the torch run reached ~0.82 test accuracy after 10 epochs
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(3)
W = rng.normal(0, 1, (64, 8)).astype(np.float32)
X = rng.normal(0, 1, (6000, 64)).astype(np.float32)
Y = np.tanh(X @ W).argmax(1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X[:5000], "y": Y[:5000]}, shuffle=True).batch(100, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"x": X[5000:], "y": Y[5000:]}, shuffle=False).batch(250)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(64, 256), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(256, 256), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(256, 8))
    def construct(self, x):
        return self.net(x)

net = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"acc": nn.Accuracy()})

class EpochLog(ms.train.Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = model.eval(test_ds, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: train loss {cb.net_outputs.asnumpy():.4f}  test acc {res['acc']:.4f}", flush=True)

model.train(10, train_ds, callbacks=[EpochLog()], dataset_sink_mode=False)
