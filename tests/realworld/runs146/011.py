# Training script ported from a CUDA box: device selection kept as in the original
#   device = "cuda" if torch.cuda.is_available() else "cpu"  ->  hard-coded GPU target
import argparse
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

parser = argparse.ArgumentParser()
parser.add_argument("--device_target", default="GPU")
parser.add_argument("--epochs", type=int, default=2)
args = parser.parse_args()

ms.set_context(mode=ms.GRAPH_MODE, device_target=args.device_target, device_id=0)
rng = np.random.default_rng(11)
X = rng.normal(size=(256, 6)).astype(np.float32)
y = (X[:, 0] * X[:, 1] > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32)
net = nn.SequentialCell(nn.Dense(6, 32), nn.ReLU(), nn.Dense(32, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-2))
model.train(args.epochs, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print("done")
