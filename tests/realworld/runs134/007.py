"""Image-feature classifier: features and labels come from two separate .npy files, each wrapped in its own
dataset and zipped together (as in the migrated torch code with two TensorDatasets)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy, Callback

ms.set_seed(11)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(11)
W = rng.standard_normal((64, 10)).astype(np.float32)
feats = rng.standard_normal((3000, 64)).astype(np.float32)
labels = (feats @ W).argmax(1).astype(np.int32)
np.save("/home/user/project/feats.npy", feats); np.save("/home/user/project/labels.npy", labels)

def load_split(lo, hi, shuffle):
    f = np.load("/home/user/project/feats.npy")[lo:hi]
    l = np.load("/home/user/project/labels.npy")[lo:hi]
    x_ds = ds.NumpySlicesDataset(f, column_names=["features"], shuffle=shuffle)
    def label_rows():                     # labels streamed row by row like the csv reader in the torch code
        for v in l:
            yield (np.array(v, np.int32),)
    y_ds = ds.GeneratorDataset(label_rows, column_names=["label"])
    return ds.zip((x_ds, y_ds)).batch(100, drop_remainder=shuffle)

train_ds = load_split(0, 2500, shuffle=True)
val_ds = load_split(2500, 3000, shuffle=False)

net = nn.SequentialCell(nn.Dense(64, 128), nn.ReLU(), nn.Dense(128, 10))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy": Accuracy()})

class EvalCb(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num}: {model.eval(val_ds, dataset_sink_mode=False)}")

model.train(6, train_ds, callbacks=[LossMonitor(25), EvalCb()], dataset_sink_mode=False)
