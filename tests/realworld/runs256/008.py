"""Fashion-style 10-class image classifier. Images and labels come from two separate
array files (as in the original PyTorch repo, which used two TensorDatasets); the
MindSpore port builds one dataset per file and zips them."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Callback

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(21)


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(99).normal(0, 1, size=(10, 1, 16, 16)).astype(np.float32)
    labels = rng.integers(0, 10, size=n).astype(np.int32)
    images = protos[labels] + rng.normal(0, 0.8, size=(n, 1, 16, 16)).astype(np.float32)
    return images.astype(np.float32), labels


np.save("train_images.npy", make_split(6000, 0)[0])
np.save("train_labels.npy", make_split(6000, 0)[1])
np.save("val_images.npy", make_split(1000, 1)[0])
np.save("val_labels.npy", make_split(1000, 1)[1])


def load_split(prefix, shuffle):
    images = ds.NumpySlicesDataset(np.load(f"{prefix}_images.npy"), column_names=["image"], shuffle=shuffle)
    labels = ds.NumpySlicesDataset(np.load(f"{prefix}_labels.npy"), column_names=["label"])
    return ds.zip((images, labels))


train_ds = load_split("train", shuffle=True).batch(100, drop_remainder=True)
val_ds = load_split("val", shuffle=False).batch(250)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Flatten(), nn.Dense(32 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, 10))

    def construct(self, x):
        return self.body(x)


class EvalEachEpoch(Callback):
    def __init__(self, model, dataset):
        super().__init__()
        self.model, self.dataset = model, dataset

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.dataset, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: val accuracy {res['accuracy']:.4f}", flush=True)


net = Net()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"accuracy"})
print("train steps per epoch:", train_ds.get_dataset_size())
model.train(6, train_ds, callbacks=[LossMonitor(20), EvalEachEpoch(model, val_ds)], dataset_sink_mode=False)
