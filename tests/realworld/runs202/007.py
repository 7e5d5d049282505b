# Digit-like classifier: features and labels kept in separate files, combined with ds.zip
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(3)
np.random.seed(3)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

N, D, C = 2000, 64, 10
centers = np.random.randn(C, D).astype(np.float32) * 2
y_all = np.random.randint(0, C, N).astype(np.int32)
x_all = (centers[y_all] + np.random.randn(N, D)).astype(np.float32)
np.save("features.npy", x_all); np.save("labels.npy", y_all)

def build(split, shuffle):
    x = np.load("features.npy"); y = np.load("labels.npy")
    sl = slice(0, 1600) if split == "train" else slice(1600, N)
    feats = ds.NumpySlicesDataset({"image": x[sl]}, shuffle=shuffle)
    def label_gen():
        for v in y[sl]:
            yield (v,)
    labs = ds.GeneratorDataset(label_gen, column_names=["label"])
    return ds.zip((feats, labs)).batch(64, drop_remainder=True)

train_ds = build("train", shuffle=True)
val_ds = build("val", shuffle=False)

net = nn.SequentialCell(nn.Dense(D, 128), nn.ReLU(), nn.Dense(128, C))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss, opt, metrics={"accuracy": Accuracy()})

for epoch in range(1, 6):
    model.train(1, train_ds, callbacks=[LossMonitor(25)], dataset_sink_mode=False)
    print(f"epoch {epoch} train metrics: {model.eval(build('train', shuffle=False), dataset_sink_mode=False)}")
    print(f"epoch {epoch} val metrics: {model.eval(val_ds, dataset_sink_mode=False)}")
