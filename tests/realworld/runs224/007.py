# Stage 1 trains the original Sequential model and saves; stage 2 (the ported eval/fine-tune script) reloads the weights.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
centers = rng.standard_normal((4, 32)).astype(np.float32) * 0.4
def make(n):
    y = rng.integers(0, 4, n).astype(np.int32)
    x = (centers[y] + rng.standard_normal((n, 32))).astype(np.float32)
    return x, y
Xtr, Ytr = make(2000)
Xte, Yte = make(500)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(32, 64)
        self.fc2 = nn.Dense(64, 4)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))

def accuracy(net, x, y):
    pred = net(ms.Tensor(x)).asnumpy().argmax(1)
    return (pred == y).mean()

class TrainNet(nn.Cell):
    """model definition of the training repo (nn.Sequential in the torch original)"""
    def __init__(self):
        super().__init__()
        self.layers = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 4))
    def construct(self, x):
        return self.layers(x)

# ---- stage 1: training job ----
train_ds = ds.NumpySlicesDataset({"x": Xtr, "y": Ytr}, shuffle=True).batch(64)
net = TrainNet()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
for epoch in range(3):
    for xb, yb in train_ds.create_tuple_iterator():
        loss = train_net(xb, yb)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f} test acc {accuracy(net, Xte, Yte):.4f}")
ms.save_checkpoint(net, "cls.ckpt")
print("checkpoint saved: cls.ckpt")

# ---- stage 2: evaluation job ----
eval_net = Net()
param_dict = ms.load_checkpoint("cls.ckpt")
ms.load_param_into_net(eval_net, param_dict)
eval_net.set_train(False)
print(f"reloaded model test acc {accuracy(eval_net, Xte, Yte):.4f}")
