# Port of a torch image-classification pipeline (TensorDataset of images + separate label file) to mindspore.dataset
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
r = np.random.default_rng(0)
N, C = 1500, 4
labels = r.integers(0, C, N).astype(np.int32)
protos = r.normal(size=(C, 1, 12, 12)).astype(np.float32)
images = (protos[labels] + 0.7 * r.normal(size=(N, 1, 12, 12))).astype(np.float32)

img_ds = ds.NumpySlicesDataset({"image": images}, shuffle=True)
lbl_ds = ds.NumpySlicesDataset({"label": labels}, shuffle=False)
train = ds.zip((img_ds, lbl_ds)).batch(50, drop_remainder=True)
val_labels = r.integers(0, C, 500).astype(np.int32)
val_images = (protos[val_labels] + 0.7 * r.normal(size=(500, 1, 12, 12))).astype(np.float32)
val = ds.NumpySlicesDataset({"image": val_images, "label": val_labels}, shuffle=False).batch(100)

class LeNetish(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell([nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1, has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2)])
        self.flat = nn.Flatten()
        self.fc = nn.Dense(8 * 6 * 6, C)
    def construct(self, x):
        return self.fc(self.flat(self.features(x)))

net = LeNetish()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
ce = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: ce(net(x), y), None, opt.parameters)
for epoch in range(5):
    tot_loss, correct, seen = 0.0, 0, 0
    for x, y in train.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
        tot_loss += float(loss.asnumpy()) * y.shape[0]
        correct += int((net(x).argmax(1) == y).sum().asnumpy()); seen += y.shape[0]
    vc, vn = 0, 0
    for x, y in val.create_tuple_iterator():
        vc += int((net(x).argmax(1) == y).sum().asnumpy()); vn += y.shape[0]
    print(f"epoch {epoch+1}/5 loss {tot_loss/seen:.4f} train_acc {correct/seen:.4f} val_acc {vc/vn:.4f}")
