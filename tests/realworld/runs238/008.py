"""Image classifier on synthetic 3-class patterns; images and labels stored in separate files like the original torchvision-style folder."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(5)
rng = np.random.default_rng(5)

N = 1200
labels = rng.integers(0, 3, N).astype(np.int32)
imgs = rng.normal(0, 0.5, (N, 1, 16, 16)).astype(np.float32)
for i, c in enumerate(labels):  # class 0: horizontal bar, 1: vertical bar, 2: diagonal
    if c == 0:
        imgs[i, 0, 7:9, :] += 2
    elif c == 1:
        imgs[i, 0, :, 7:9] += 2
    else:
        imgs[i, 0][np.eye(16, dtype=bool)] += 2
np.save("images.npy", imgs)
np.save("labels.npy", labels)

image_ds = ds.NumpySlicesDataset(np.load("images.npy"), column_names=["image"], shuffle=True)
label_ds = ds.NumpySlicesDataset(np.load("labels.npy"), column_names=["label"], shuffle=False)
train_ds = ds.zip((image_ds, label_ds)).batch(32, drop_remainder=True)
eval_ds = ds.NumpySlicesDataset({"image": imgs[:300], "label": labels[:300]}, shuffle=False).batch(100)
print("train batches", train_ds.get_dataset_size())

net = nn.SequentialCell(
    nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Flatten(), nn.Dense(16 * 4 * 4, 3))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss, opt, metrics={"acc"})
for epoch in range(4):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(18)], dataset_sink_mode=False)
    print(f"epoch {epoch} eval:", model.eval(eval_ds, dataset_sink_mode=False))
