"""Image-feature classifier. Features and labels were saved as two .npy files (like a torch
TensorDataset(features, labels)); the port builds one dataset per array and zips them."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy, Callback

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")


rng = np.random.default_rng(11)
N, D, C = 2400, 32, 4
centers = rng.normal(0, 2.0, (C, D))
labels = rng.integers(0, C, N).astype(np.int32)
feats = (centers[labels] + rng.normal(0, 1.0, (N, D))).astype(np.float32)
np.save("/home/user/project/feats.npy", feats); np.save("/home/user/project/labels.npy", labels)

def loader(split_lo, split_hi, batch_size):
    x = np.load("/home/user/project/feats.npy")[split_lo:split_hi]
    y = np.load("/home/user/project/labels.npy")[split_lo:split_hi]
    x_ds = ds.NumpySlicesDataset(x, column_names=["features"])
    y_ds = ds.NumpySlicesDataset(y, column_names=["label"])
    return ds.zip((x_ds, y_ds)).batch(batch_size)

train_ds = loader(0, 2000, 64)
val_ds = loader(2000, 2400, 100)

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss, opt, metrics={"accuracy": Accuracy()})

class EvalEachEpoch(Callback):
    def on_train_epoch_end(self, run_context):
        ep = run_context.original_args().cur_epoch_num
        res = model.eval(val_ds, dataset_sink_mode=False)
        print(f"epoch {ep} val {res}")

model.train(5, train_ds, callbacks=[LossMonitor(16), EvalEachEpoch()], dataset_sink_mode=False)
print("final:", model.eval(val_ds, dataset_sink_mode=False))
