"""Healthy: 1D-CNN sequence classifier (sensor windows), PyNative custom loop with value_and_grad,
gradient clipping and a cosine LR; prints per-epoch train loss and validation accuracy."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(3)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(3)
def make(n):
    y = rng.integers(0, 4, n).astype(np.int32)
    t = np.linspace(0, 1, 50, dtype=np.float32)
    freq = (y + 1)[:, None] * 3.0
    x = np.sin(2 * np.pi * freq * t[None, :]) + 0.4 * rng.standard_normal((n, 50))
    return x[:, None, :].astype(np.float32), y
xtr, ytr = make(768)
xva, yva = make(192)
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(64)

class ConvNet1D(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(1, 16, 5, pad_mode="same", has_bias=True)
        self.act = nn.ReLU()
        self.conv2 = nn.Conv1d(16, 32, 5, stride=2, pad_mode="same", has_bias=True)
        self.head = nn.Dense(32, 4)
    def construct(self, x):
        h = self.act(self.conv(x))            # (B, 16, L)
        h = self.act(self.conv2(h))           # (B, 32, L/2)
        return self.head(h.mean(axis=2))

net = ConvNet1D()
EPOCHS = 4
steps = train.get_dataset_size()
lr = nn.cosine_decay_lr(1e-4, 3e-3, EPOCHS * steps, steps, EPOCHS)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
loss_fn = nn.CrossEntropyLoss()

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = ops.clip_by_global_norm(grads, 1.0)
    opt(grads)
    return loss

for epoch in range(EPOCHS):
    net.set_train(True)
    losses = [float(train_step(b["x"], b["y"]).asnumpy()) for b in train.create_dict_iterator()]
    net.set_train(False)
    correct = total = 0
    for b in val.create_dict_iterator():
        pred = net(b["x"]).argmax(1)
        correct += int((pred == b["y"]).sum().asnumpy()); total += b["y"].shape[0]
    print(f"Epoch {epoch + 1}/{EPOCHS} - train_loss: {np.mean(losses):.4f} - val_acc: {correct / total:.4f}")
print("Training finished.")
