"""Small 1-D CNN for sensor-window classification, ported from PyTorch with the
torch-style optimizer/scheduler API of mindspore.experimental.optim."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.experimental import optim

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)

N_CH, LEN, N_CLS = 3, 64, 4


def synth(n):
    t = np.linspace(0, 1, LEN, dtype=np.float32)
    y = rng.integers(0, N_CLS, n)
    freq = 4.0 + y * 0.5
    x = np.stack([np.sin(2 * np.pi * freq[:, None] * t + c) for c in range(N_CH)], 1)
    x = x + 2.5 * rng.standard_normal(x.shape)
    return x.astype(np.float32), y.astype(np.int32)


xtr, ytr = synth(1024)
xva, yva = synth(256)
train_ds = ds.NumpySlicesDataset((xtr, ytr), column_names=["x", "y"], shuffle=True).batch(64)
val_ds = ds.NumpySlicesDataset((xva, yva), column_names=["x", "y"], shuffle=False).batch(128)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv1d(N_CH, 16, 5, pad_mode="pad", padding=2), nn.ReLU(), nn.MaxPool1d(2, 2),
            nn.Conv1d(16, 32, 5, pad_mode="pad", padding=2), nn.ReLU(), nn.MaxPool1d(2, 2),
        )
        self.head = nn.Dense(32 * (LEN // 4), N_CLS)

    def construct(self, x):
        h = self.features(x)
        return self.head(h.reshape(h.shape[0], -1))


net = Net()
loss_fn = nn.CrossEntropyLoss()
optimizer = optim.AdamW(net.trainable_params(), lr=3e-3, weight_decay=1e-2)
scheduler = optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

for epoch in range(6):
    net.set_train(True)
    losses = []
    for x, y in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
    scheduler.step()
    net.set_train(False)
    correct = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy())
    lr = scheduler.get_last_lr()[0]
    print(f"Epoch {epoch + 1}/6 - loss: {np.mean(losses):.4f} - val_acc: {correct / len(yva):.4f} - lr: {float(lr.asnumpy()):.2e}")
print("Training finished.")
