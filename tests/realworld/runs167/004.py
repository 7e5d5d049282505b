"""Image classifier: features and labels stored in separate .npy files, loaded as two datasets and zipped."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds


rng = np.random.default_rng(7)
N, D, C = 1024, 32, 4
proto = rng.normal(0, 3, size=(C, D)).astype(np.float32)
labels = rng.integers(0, C, N).astype(np.int32)
feats = proto[labels] + rng.normal(0, 1, size=(N, D)).astype(np.float32)
np.save("/home/user/project/feats.npy", feats); np.save("/home/user/project/labels.npy", labels)

def build(split_x, split_y, training):
    xs = ds.NumpySlicesDataset(np.load(split_x)[:, :], column_names=["image"], shuffle=training)
    ys = ds.NumpySlicesDataset(np.load(split_y), column_names=["label"], shuffle=training)
    return ds.zip((xs, ys)).batch(64, drop_remainder=training)

train = build("/home/user/project/feats.npy", "/home/user/project/labels.npy", True)
val = build("/home/user/project/feats.npy", "/home/user/project/labels.npy", False)

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3),
                 metrics={"accuracy": nn.Accuracy()})
for epoch in range(1, 6):
    model.train(1, train, callbacks=[ms.LossMonitor(8)], dataset_sink_mode=False)
    print(f"epoch {epoch}: val {model.eval(val, dataset_sink_mode=False)}", flush=True)
