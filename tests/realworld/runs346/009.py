# Image-classification loop ported from torch.utils.data (TensorDataset + DataLoader(shuffle=True))
# to mindspore.dataset. Images and labels come from separate .npy arrays.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
np.random.seed(5)
rng = np.random.default_rng(5)

C, HW = 4, 8
protos = rng.normal(size=(C, 1, HW, HW)).astype(np.float32)
labels = rng.integers(0, C, 1200).astype(np.int32)
images = (protos[labels] + 0.7 * rng.normal(size=(1200, 1, HW, HW))).astype(np.float32)
tr_img, tr_lbl, va_img, va_lbl = images[:1000], labels[:1000], images[1000:], labels[1000:]

BS = 50
img_ds = ds.NumpySlicesDataset({"image": tr_img}, shuffle=True)
lbl_ds = ds.NumpySlicesDataset({"label": tr_lbl}, shuffle=True)
train_ds = ds.zip((img_ds, lbl_ds)).batch(BS, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": va_img, "label": va_lbl}, shuffle=False).batch(BS)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 2 * 2, C)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))


net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)

for epoch in range(8):
    step.set_train(True)
    losses, n_correct, n_seen = [], 0, 0
    for batch in train_ds.create_dict_iterator():
        losses.append(float(step(batch["image"], batch["label"]).asnumpy()))
    net.set_train(False)
    for batch in val_ds.create_dict_iterator():
        pred = net(batch["image"]).asnumpy().argmax(1)
        n_correct += int((pred == batch["label"].asnumpy()).sum())
        n_seen += pred.shape[0]
    print(f"epoch {epoch + 1}/8  train_loss {np.mean(losses):.4f}  val_acc {n_correct / n_seen * 100:.2f}%")
