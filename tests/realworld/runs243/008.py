# Image classifier port: torch version used Dataset(images.npy, labels.npy); here two column datasets zipped
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)
ds.config.set_seed(0)

rng = np.random.default_rng(0)
n, num_classes = 3000, 5
centers = rng.normal(0, 3, size=(num_classes, 64)).astype(np.float32)
labels = rng.integers(0, num_classes, n).astype(np.int32)
images = (centers[labels] + rng.normal(0, 1, size=(n, 64))).astype(np.float32)
np.save("images_008.npy", images[:2500]); np.save("labels_008.npy", labels[:2500])
val_x, val_y = images[2500:], labels[2500:]

image_ds = ds.NumpySlicesDataset({"image": np.load("images_008.npy")}, shuffle=True)
label_ds = ds.NumpySlicesDataset({"label": np.load("labels_008.npy")}, shuffle=False)
train_ds = ds.zip((image_ds, label_ds)).batch(50, drop_remainder=True)
print(f"train batches per epoch: {train_ds.get_dataset_size()}, columns: {train_ds.get_col_names()}")

net = nn.SequentialCell(nn.Dense(64, 128), nn.ReLU(), nn.Dense(128, num_classes))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(8):
    net.set_train()
    losses, correct, seen = [], 0, 0
    for x, y in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(float(loss))
        correct += int((net(x).argmax(1) == y).sum()); seen += y.shape[0]
    net.set_train(False)
    val_acc = float((net(ms.Tensor(val_x)).argmax(1).asnumpy() == val_y).mean())
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {correct / seen:.4f} val_acc {val_acc:.4f}")
