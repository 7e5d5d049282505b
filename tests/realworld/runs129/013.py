"""Image-like classifier: images and labels come from two separate .npy arrays, loaded as two datasets and zipped."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
from mindspore.train import Model, LossMonitor, Accuracy, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
ds.config.set_seed(1)

rng = np.random.default_rng(4)
NCLS = 4
templates = rng.normal(size=(NCLS, 1, 12, 12)).astype(np.float32)
def make(n):
    y = rng.integers(0, NCLS, n).astype(np.int32)
    return (templates[y] + 0.7 * rng.normal(size=(n, 1, 12, 12))).astype(np.float32), y
images, labels = make(800)
val_images, val_labels = make(200)

def build(images, labels, training):
    img_ds = ds.NumpySlicesDataset({"image": images}, shuffle=False)
    lbl_ds = ds.NumpySlicesDataset({"label": labels}, shuffle=False)
    lbl_ds = lbl_ds.map(operations=T.TypeCast(ms.int32), input_columns="label")
    if training:
        # light augmentation + shuffling of the training images
        img_ds = img_ds.map(operations=lambda im: (im + np.float32(0.05) * np.random.randn(*im.shape)).astype(np.float32),
                            input_columns="image")
        img_ds = img_ds.shuffle(buffer_size=800)
    return ds.zip((img_ds, lbl_ds)).batch(32, drop_remainder=training)

train_ds = build(images, labels, True)
val_ds = build(val_images, val_labels, False)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(nn.Conv2d(1, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
                                          nn.Conv2d(16, 32, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        self.flat = nn.Flatten()
        self.fc = nn.Dense(32, NCLS)
    def construct(self, x):
        return self.fc(self.flat(self.features(x)))

class EvalEachEpoch(Callback):
    def __init__(self, model, ds_):
        super().__init__(); self.model, self.ds_ = model, ds_
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"Epoch {cb.cur_epoch_num}: eval {self.model.eval(self.ds_, dataset_sink_mode=False)}", flush=True)

net = SmallCNN()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 2e-3), metrics={"accuracy": Accuracy()})
model.train(6, train_ds, callbacks=[LossMonitor(25), EvalEachEpoch(model, val_ds)], dataset_sink_mode=False)
