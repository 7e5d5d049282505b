"""Sensor-activity classifier; hand-written cross entropy copied from an old PyTorch repo."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(1)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(1)
N, F, C = 1024, 12, 6
# raw accelerometer/gyro readings (mg, deg/s) -- not normalised
X = (rng.normal(size=(N, F)) * 800 + 2000).astype(np.float32)
y = rng.integers(0, C, size=N).astype(np.int32)
X[np.arange(N), y % F] += 1500
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32, drop_remainder=True)


class ActivityNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(F, 128)
        self.fc2 = nn.Dense(128, 64)
        self.out = nn.Dense(64, C)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.out(self.relu(self.fc2(self.relu(self.fc1(x)))))


def cross_entropy(logits, labels):
    probs = ops.softmax(logits, axis=-1)
    onehot = ops.one_hot(labels, C, ms.Tensor(1.0, ms.float32), ms.Tensor(0.0, ms.float32))
    return -(onehot * ops.log(probs)).sum(axis=-1).mean()


net = ActivityNet()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)


def forward(x, t):
    return cross_entropy(net(x), t)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
step = 0
for epoch in range(3):
    total, n = 0.0, 0
    for x, t in train.create_tuple_iterator():
        loss, grads = grad_fn(x, t)
        opt(grads)
        total += float(loss.asnumpy()); n += 1
        if step % 8 == 0:
            print(f"[epoch {epoch+1}/3][step {step:4d}] loss: {float(loss.asnumpy()):.4f}")
        step += 1
    print(f"==> epoch {epoch+1} mean loss: {total / n:.4f}")
