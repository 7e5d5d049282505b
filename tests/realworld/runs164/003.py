"""Small MLP on a synthetic 4-class problem with Model.train / Model.eval."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

rng = np.random.default_rng(0)
centers = rng.normal(scale=3.0, size=(4, 20)).astype(np.float32)
def blobs(n):
    y = rng.integers(0, 4, size=n).astype(np.int32)
    x = (centers[y] + rng.normal(size=(n, 20))).astype(np.float32)
    return x, y

xtr, ytr = blobs(2000)
xte, yte = blobs(400)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(50, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"x": xte, "y": yte}, shuffle=False).batch(50)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})

for epoch in range(3):
    model.train(1, train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    res = model.eval(test_ds, dataset_sink_mode=False)
    print(f"epoch {epoch + 1}: eval {res}")
ms.save_checkpoint(net, "/home/user/project/mlp_blobs.ckpt")
print("saved checkpoint")
