"""Image-feature classifier; features come from a .npy matrix, labels are streamed from the label export,
and combined with zip, like torch's TensorDataset over two tensors."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
ds.config.set_seed(0)

rng = np.random.default_rng(0)
centers = rng.normal(scale=3.0, size=(5, 32)).astype(np.float32)
labels = rng.integers(0, 5, size=3000).astype(np.int32)
feats = (centers[labels] + rng.normal(size=(3000, 32))).astype(np.float32)
np.save("feats.npy", feats)
np.save("labels.npy", labels)


def label_gen():
    for l in np.load("labels.npy")[:2500]:
        yield (l,)


feat_ds = ds.NumpySlicesDataset(np.load("feats.npy")[:2500], column_names=["features"])
label_ds = ds.GeneratorDataset(label_gen, column_names=["label"])
train = ds.zip((feat_ds, label_ds)).batch(64)
val_x, val_y = feats[2500:], labels[2500:]

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 5))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
for epoch in range(8):
    net.set_train(True)
    losses = [float(step(x, y).asnumpy()) for x, y in train.create_tuple_iterator()]
    net.set_train(False)
    acc = float((net(ms.Tensor(val_x)).asnumpy().argmax(1) == val_y).mean())
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {acc:.3f}")
