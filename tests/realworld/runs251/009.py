# Port of a PyTorch image-classification script: images and labels are stored as separate arrays
# (images.npy / labels.npy), loaded as two MindSpore datasets and zipped.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as T

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

rng = np.random.default_rng(0)
N = 3000
labels = rng.integers(0, 10, N).astype(np.int32)
templates = rng.random((10, 16, 16)).astype(np.float32)
images = np.clip(templates[labels] + rng.normal(0, 0.25, (N, 16, 16)), 0, 1)
images = (images * 255).astype(np.uint8)[..., None]
np.save("images.npy", images); np.save("labels.npy", labels)

def build(split, shuffle):
    imgs = np.load("images.npy"); lbls = np.load("labels.npy")
    sl = slice(0, 2500) if split == "train" else slice(2500, N)
    img_ds = ds.NumpySlicesDataset({"image": imgs[sl]}, shuffle=shuffle)
    img_ds = img_ds.map([vision.Rescale(1 / 255.0, 0), vision.Normalize([0.5], [0.5]), vision.HWC2CHW()], "image")
    lbl_ds = ds.NumpySlicesDataset({"label": lbls[sl]}, shuffle=shuffle)
    lbl_ds = lbl_ds.map(T.TypeCast(ms.int32), "label")
    return ds.zip((img_ds, lbl_ds)).batch(50, drop_remainder=True)

train_ds = build("train", shuffle=True)
val_ds = build("val", shuffle=False)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, 10))
    def construct(self, x):
        return self.classifier(self.features(x))

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"accuracy"})

class EpochLog(ms.Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        acc = model.eval(val_ds, dataset_sink_mode=False)["accuracy"]
        print(f"epoch {cb.cur_epoch_num}  loss {cb.net_outputs.asnumpy():.4f}  val_acc {acc:.4f}", flush=True)

model.train(6, train_ds, callbacks=[EpochLog()], dataset_sink_mode=False)
