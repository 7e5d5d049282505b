"""Image-feature classifier: features and labels are stored in two files and loaded as two datasets."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")



rng = np.random.default_rng(0)
n, d, k = 2000, 32, 5
centers = rng.normal(scale=2.5, size=(k, d)).astype(np.float32)
labels = rng.integers(0, k, n).astype(np.int32)
feats = (centers[labels] + rng.normal(size=(n, d))).astype(np.float32)
np.save("feats.npy", feats)
np.save("labels.npy", labels)


def load(split_start, split_end, shuffle):
    f = ds.NumpySlicesDataset({"x": np.load("feats.npy")[split_start:split_end]}, shuffle=shuffle)
    l = ds.NumpySlicesDataset({"y": np.load("labels.npy")[split_start:split_end]}, shuffle=shuffle)
    return ds.zip((f, l)).batch(64)


train = load(0, 1600, shuffle=True)
val = load(1600, 2000, shuffle=False)

net = nn.SequentialCell([nn.Dense(d, 64), nn.ReLU(), nn.Dense(64, k)])
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy"})
for epoch in range(6):
    model.train(1, train, callbacks=[ms.LossMonitor(25)])
    print(f"epoch {epoch + 1} val: {model.eval(val)}", flush=True)
