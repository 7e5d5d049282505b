"""LeNet-style digit classifier; images and labels stored as separate arrays (port of a torch
TensorDataset/DataLoader pipeline to mindspore.dataset)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Accuracy, Callback

ms.set_context(mode=ms.GRAPH_MODE, jit_level="O0")
ms.set_device("CPU")
np.random.seed(5)

N_CLS = 10
rng = np.random.default_rng(5)
TEMPLATES = rng.normal(size=(N_CLS, 1, 16, 16)).astype(np.float32)


def make_split(n, out_prefix):
    labels = rng.integers(0, N_CLS, n).astype(np.int32)
    images = TEMPLATES[labels] + rng.normal(0, 1.0, (n, 1, 16, 16)).astype(np.float32)
    np.save(f"{out_prefix}_images.npy", images)
    np.save(f"{out_prefix}_labels.npy", labels)


make_split(4000, "train")
make_split(1000, "test")


def create_dataset(prefix, batch_size, training):
    images = np.load(f"{prefix}_images.npy")
    labels = np.load(f"{prefix}_labels.npy")
    img_ds = ds.NumpySlicesDataset(images, column_names=["image"], shuffle=training)
    lbl_ds = ds.NumpySlicesDataset(labels, column_names=["label"], shuffle=training)
    data = ds.zip((img_ds, lbl_ds))
    return data.batch(batch_size, drop_remainder=training)


class LeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 4 * 4, 64), nn.ReLU(),
                                            nn.Dense(64, N_CLS))

    def construct(self, x):
        return self.classifier(self.features(x))


class Report(Callback):
    def __init__(self, model, eval_ds):
        super().__init__()
        self.model, self.eval_ds = model, eval_ds

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        acc = self.model.eval(self.eval_ds, dataset_sink_mode=False)["acc"]
        print(f"epoch {cb.cur_epoch_num} loss {float(cb.net_outputs.asnumpy()):.4f} test_acc {acc:.4f}", flush=True)


train_ds = create_dataset("train", 64, True)
test_ds = create_dataset("test", 250, False)
print("train steps/epoch:", train_ds.get_dataset_size())
net = LeNet()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt,
              metrics={"acc": Accuracy()})
model.train(8, train_ds, callbacks=[Report(model, test_ds)], dataset_sink_mode=False)
