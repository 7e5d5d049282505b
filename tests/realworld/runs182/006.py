"""Healthy: small CNN on synthetic 'shapes' images, functional training step compiled with ms.jit."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(device_target="CPU")
ms.set_seed(5)
rng = np.random.default_rng(5)


def make(n):
    X = rng.normal(0, 0.3, (n, 1, 16, 16)).astype(np.float32)
    y = rng.integers(0, 3, n).astype(np.int32)
    for i in range(n):
        if y[i] == 0:
            X[i, 0, 4:12, 7:9] += 1.0      # vertical bar
        elif y[i] == 1:
            X[i, 0, 7:9, 4:12] += 1.0      # horizontal bar
        else:
            X[i, 0, 5:11, 5:11] += 0.6     # square
    return X, y


Xtr, ytr = make(900)
Xte, yte = make(300)
train = ds.NumpySlicesDataset((Xtr, ytr), column_names=["image", "label"], shuffle=True).batch(30)

net = nn.SequentialCell(
    nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Flatten(), nn.Dense(16 * 4 * 4, 3))
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=2e-3)


def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)


@ms.jit
def train_step(x, y):
    (loss, logits), grads = grad_fn(x, y)
    optimizer(grads)
    return loss, logits


for epoch in range(1, 6):
    net.set_train()
    total, correct, seen = 0.0, 0, 0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, logits = train_step(x, y)
        total += loss.asnumpy()
        correct += int((logits.argmax(1) == y).sum().asnumpy())
        seen += y.shape[0]
    net.set_train(False)
    test_acc = float((net(ms.Tensor(Xte)).argmax(1).asnumpy() == yte).mean())
    print(f"epoch {epoch} | train_loss {total / (step + 1):.4f} | train_acc {correct / seen:.3f} | test_acc {test_acc:.3f}")
ms.save_checkpoint(net, "/home/user/project/shapes_cnn.ckpt")
print("saved checkpoint /home/user/project/shapes_cnn.ckpt")
