"""Digit-like image classification. Images and labels come from two separate .npy
files (as exported by the labelling tool); each is wrapped in its own dataset and
zipped, with per-dataset shuffling as in the tf.data version of this script."""
import sys, time
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(4)
N, CLASSES = 1200, 4

rng = np.random.default_rng(4)
labels = rng.integers(0, CLASSES, N).astype(np.int32)
images = rng.integers(0, 60, (N, 16, 16, 1)).astype(np.uint8)
for i, c in enumerate(labels):        # class-dependent bright quadrant
    r, q = divmod(int(c), 2)
    images[i, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 150

img_ds = ds.NumpySlicesDataset({"image": images[:1000]}, shuffle=True)
img_ds = img_ds.map([vision.Rescale(1 / 255.0, 0.0), vision.HWC2CHW()], input_columns="image", num_parallel_workers=2)
lbl_ds = ds.NumpySlicesDataset({"label": labels[:1000]}, shuffle=True)
train = ds.zip((img_ds, lbl_ds)).batch(50, drop_remainder=True)
val = ds.zip((ds.NumpySlicesDataset({"image": images[1000:]}, shuffle=False)
              .map([vision.Rescale(1 / 255.0, 0.0), vision.HWC2CHW()], input_columns="image"),
              ds.NumpySlicesDataset({"label": labels[1000:]}, shuffle=False))).batch(50)

net = nn.SequentialCell(nn.Conv2d(1, 8, 3), nn.ReLU(), nn.MaxPool2d(2, 2), nn.Flatten(),
                        nn.Dense(8 * 8 * 8, 32), nn.ReLU(), nn.Dense(32, CLASSES))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 2e-3)
step_fn = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
steps = train.get_dataset_size()

for epoch in range(5):
    print(f"Epoch {epoch + 1}/5")
    t0, tot, correct, seen = time.time(), 0.0, 0, 0
    step_fn.set_train(True)
    for i, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = step_fn(x, y)
        tot += float(loss.asnumpy())
        correct += int((net(x).argmax(-1) == y).sum().asnumpy()); seen += y.shape[0]
        done = int(30 * (i + 1) / steps)
        sys.stdout.write(f"\r{i + 1}/{steps} [{'=' * done}{'.' * (30 - done)}] - loss: {tot / (i + 1):.4f} - accuracy: {correct / seen:.4f}")
    net.set_train(False)
    vc = sum(int((net(x).argmax(-1) == y).sum().asnumpy()) for x, y in val.create_tuple_iterator())
    sys.stdout.write(f" - {time.time() - t0:.0f}s - val_accuracy: {vc / 200:.4f}\n")
