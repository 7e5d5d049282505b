# Port of a torchvision-style pipeline: images and labels stored in separate arrays, each read by its own source.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
ds.config.set_seed(0)

rng = np.random.default_rng(1)
protos = rng.standard_normal((10, 1, 16, 16)).astype(np.float32)
labels = rng.integers(0, 10, 3000).astype(np.int32)
images = (protos[labels] + 0.8 * rng.standard_normal((3000, 1, 16, 16))).astype(np.float32)

img_ds = ds.NumpySlicesDataset({"image": images}, shuffle=True)
lbl_ds = ds.NumpySlicesDataset({"label": labels}, shuffle=False)
train_ds = ds.zip((img_ds, lbl_ds)).batch(64, drop_remainder=True)

net = nn.SequentialCell(
    nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Flatten(), nn.Dense(8 * 8 * 8, 64), nn.ReLU(), nn.Dense(64, 10))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(4):
    correct, seen, tot = 0, 0, 0.0
    for step, (xb, yb) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        tot += float(loss.asnumpy())
        correct += int((net(xb).asnumpy().argmax(1) == yb.asnumpy()).sum()); seen += yb.shape[0]
    print(f"epoch {epoch} train loss {tot / (step + 1):.4f} train acc {correct / seen:.4f}")
