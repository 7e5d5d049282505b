# Small CNN on a synthetic 4-class "shapes" image set stored as two .npy files
# (images.npy, labels.npy), pipeline built with mindspore.dataset, trained with Model.train.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

def render(n):
    imgs = np.random.rand(n, 1, 16, 16).astype(np.float32) * 0.3
    labels = np.random.randint(0, 4, n).astype(np.int32)
    for i, c in enumerate(labels):
        if c == 0: imgs[i, 0, 4:12, 7:9] += 1.0          # vertical bar
        elif c == 1: imgs[i, 0, 7:9, 4:12] += 1.0        # horizontal bar
        elif c == 2: imgs[i, 0, 4:12, 4:12] += 0.7       # square
        else: np.fill_diagonal(imgs[i, 0], 1.0)          # diagonal
    return imgs, labels

imgs, labels = render(2048)
np.save("images.npy", imgs); np.save("labels.npy", labels)

def build_dataset(img_file, label_file, batch_size):
    img_ds = ds.NumpySlicesDataset(np.load(img_file), column_names=["image"])
    lbl_ds = ds.NumpySlicesDataset(np.load(label_file), column_names=["label"])
    data = ds.zip((img_ds, lbl_ds))
    data = data.shuffle(buffer_size=2048)
    return data.batch(batch_size, drop_remainder=True)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
        )
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, 4))
    def construct(self, x):
        return self.classifier(self.features(x))

train = build_dataset("images.npy", "labels.npy", 64)
print(f"train batches per epoch: {train.get_dataset_size()}")
net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss, opt, metrics={"accuracy": Accuracy()})
for epoch in range(5):
    model.train(1, train, callbacks=[LossMonitor(16)], dataset_sink_mode=False)
    print(f"epoch {epoch+1}: eval {model.eval(train, dataset_sink_mode=False)}")
