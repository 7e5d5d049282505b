"""Tabular intent classifier (ported from a PyTorch script).

torch version used:
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(7)
np.random.seed(7)

N_FEAT, N_CLS = 32, 5
BATCH = 128
EPOCHS = 6


def make_data(n):
    centers = np.random.RandomState(0).randn(N_CLS, N_FEAT).astype(np.float32) * 1.5
    y = np.random.randint(0, N_CLS, size=n).astype(np.int32)
    x = centers[y] + np.random.randn(n, N_FEAT).astype(np.float32)
    return x, y


x_tr, y_tr = make_data(4096)
x_va, y_va = make_data(1024)

train_ds = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True).batch(BATCH, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False).batch(256)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(N_FEAT, 128), nn.ReLU(),
            nn.Dense(128, 128), nn.ReLU(),
            nn.Dense(128, N_CLS),
        )

    def construct(self, x):
        return self.net(x)


model = MLP()
criterion = nn.SoftmaxCrossEntropyWithLogits(sparse=True)   # = nn.CrossEntropyLoss()
optimizer = nn.SGD(model.trainable_params(), learning_rate=0.05, momentum=0.9)


def forward_fn(x, y):
    logits = model(x)
    loss = criterion(logits, y)
    return loss, logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)


def train_step(x, y):
    (loss, _), grads = grad_fn(x, y)
    optimizer(grads)
    return loss


def evaluate():
    model.set_train(False)
    correct, total = 0, 0
    for batch in val_ds.create_dict_iterator():
        pred = model(batch["x"]).argmax(axis=1)
        correct += int((pred == batch["y"]).sum().asnumpy())
        total += batch["y"].shape[0]
    model.set_train(True)
    return correct / total


steps_per_epoch = train_ds.get_dataset_size()
for epoch in range(EPOCHS):
    model.set_train(True)
    running = 0.0
    for step, batch in enumerate(train_ds.create_dict_iterator(), 1):
        loss = train_step(batch["x"], batch["y"])
        running += float(loss.mean().asnumpy())
        if step % 4 == 0 or (epoch == 0 and step <= 6):
            print(f"epoch {epoch + 1} step {step}/{steps_per_epoch} loss {float(loss.mean().asnumpy()):.4f}")
    acc = evaluate()
    print(f"==> epoch {epoch + 1} train_loss {running / steps_per_epoch:.4f} val_acc {acc:.4f}")
