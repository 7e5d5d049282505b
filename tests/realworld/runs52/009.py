# MNIST-style classifier ported from torchvision; raw idx files read with numpy (torch dataset did this internally
# and returned int64 targets)
import os, struct, gzip
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
os.makedirs("mnist_009", exist_ok=True)
rng = np.random.default_rng(0)
n = 512
imgs = rng.integers(0, 255, size=(n, 28, 28), dtype=np.uint8)
labels = rng.integers(0, 10, size=(n,), dtype=np.uint8)
with gzip.open("mnist_009/train-images-idx3-ubyte.gz", "wb") as f:
    f.write(struct.pack(">IIII", 2051, n, 28, 28)); f.write(imgs.tobytes())
with gzip.open("mnist_009/train-labels-idx1-ubyte.gz", "wb") as f:
    f.write(struct.pack(">II", 2049, n)); f.write(labels.tobytes())

def read_idx(path):
    with gzip.open(path, "rb") as f:
        data = f.read()
    magic = struct.unpack(">I", data[:4])[0]
    if magic == 2051:
        _, num, r, c = struct.unpack(">IIII", data[:16])
        return np.frombuffer(data, dtype=np.uint8, offset=16).reshape(num, r, c)
    _, num = struct.unpack(">II", data[:8])
    return np.frombuffer(data, dtype=np.uint8, offset=8)

X = read_idx("mnist_009/train-images-idx3-ubyte.gz")
y = read_idx("mnist_009/train-labels-idx1-ubyte.gz")
print("images", X.shape, X.dtype, "labels", y.shape, y.dtype)

def to_float(img):
    return (img.astype(np.float32) / 255.0 - 0.1307) / 0.3081

train = ds.NumpySlicesDataset({"image": X, "label": y}, shuffle=True)
train = train.map(to_float, input_columns="image").batch(64, drop_remainder=True)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flat = nn.Flatten()
        self.fc1 = nn.Dense(784, 128)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(128, 10)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(self.flat(x))))

net = Net()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
model = ms.Model(net, loss_fn, nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc"})
model.train(2, train, callbacks=[ms.train.LossMonitor(2)], dataset_sink_mode=False)
