# Image classifier port: images and labels stored in separate .npy files (like the torch TensorDataset pair).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
N, C = 1024, 4
labels = rng.integers(0, C, N).astype(np.int32)
centers = rng.normal(0, 1.0, (C, 64)).astype(np.float32)
images = (centers[labels] + rng.normal(0, 0.5, (N, 64))).astype(np.float32)
np.save("train_images.npy", images); np.save("train_labels.npy", labels)

img_ds = ds.NumpySlicesDataset({"image": np.load("train_images.npy")}, shuffle=True)
lbl_ds = ds.NumpySlicesDataset({"label": np.load("train_labels.npy")}, shuffle=True)
train_ds = ds.zip((img_ds, lbl_ds)).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(64, 128), nn.ReLU(), nn.Dense(128, C))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def fwd(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits
grad_fn = ms.value_and_grad(fwd, None, opt.parameters, has_aux=True)
print("train batches per epoch:", train_ds.get_dataset_size())
for epoch in range(6):
    tot, cor, n = 0.0, 0, 0
    for x, y in train_ds.create_tuple_iterator():
        (loss, logits), g = grad_fn(x, y)
        opt(g)
        tot += float(loss.asnumpy()) * x.shape[0]; cor += int((logits.argmax(1) == y).sum().asnumpy()); n += x.shape[0]
    print(f"epoch {epoch} loss {tot/n:.4f} acc {cor/n:.4f}")
