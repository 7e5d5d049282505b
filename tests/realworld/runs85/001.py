# Port of a torch ImageNet-style recipe: lr is linearly scaled by batch size ("lr = args.lr * args.batch_size / 256")
import argparse
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

parser = argparse.ArgumentParser()
parser.add_argument("--lr", type=float, default=0.1)
parser.add_argument("--batch_size", type=int, default=64)
parser.add_argument("--epochs", type=int, default=3)
args = parser.parse_args()

# linear scaling rule from the torch script
lr = args.lr * args.batch_size // 256
print(f"base lr {args.lr}, batch size {args.batch_size} -> scaled lr {lr}")

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype(np.float32)
w = rng.normal(size=(20, 5)).astype(np.float32)
y = (X @ w).argmax(axis=1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(args.batch_size, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 5))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=1e-4)
model = Model(net, loss_fn, opt, metrics={"acc"})
model.train(args.epochs, train, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
print(model.eval(train, dataset_sink_mode=False))
