"""LSTM sequence classifier (PyNative), GeneratorDataset with shuffling, per-epoch validation."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(17)
T, F = 20, 4


def gen_split(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, T, F)).astype(np.float32)
    trend = rng.choice([-1.0, 1.0], size=n)
    x[:, :, 0] += trend[:, None] * np.linspace(0, 2, T)[None, :]
    return x, (trend > 0).astype(np.int32)


class Source:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


class LSTMClassifier(nn.Cell):
    def __init__(self, hidden=32):
        super().__init__()
        self.lstm = nn.LSTM(F, hidden, num_layers=1, batch_first=True)
        self.fc = nn.Dense(hidden, 2)

    def construct(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1, :])


xtr, ytr = gen_split(640, 0)
xva, yva = gen_split(160, 1)
train_ds = ds.GeneratorDataset(Source(xtr, ytr), ["x", "y"], shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.GeneratorDataset(Source(xva, yva), ["x", "y"], shuffle=False).batch(80)

net = LSTMClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)


def forward_fn(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

for epoch in range(1, 5):
    net.set_train(True)
    tot = 0.0
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator(), 1):
        loss, grads = grad_fn(x, y)
        opt(grads)
        tot += float(loss.asnumpy())
    net.set_train(False)
    correct = sum(int((net(x).argmax(1) == y).sum().asnumpy()) for x, y in val_ds.create_tuple_iterator())
    print(f"Epoch {epoch}/4 - loss: {tot / step:.4f} - val_accuracy: {correct / len(yva):.4f}")
