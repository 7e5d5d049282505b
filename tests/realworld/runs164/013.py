"""MNIST-style MLP (synthetic 28x28 digits) trained with SGD; hyper-parameters from an old config."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

HP = {"lr": 2.0, "momentum": 0.9, "batch_size": 128, "epochs": 5, "hidden": 256}

rng = np.random.default_rng(0)
templates = rng.uniform(0, 1, size=(10, 784)).astype(np.float32)
def digits(n):
    y = rng.integers(0, 10, size=n).astype(np.int32)
    x = np.clip(templates[y] + 0.3 * rng.normal(size=(n, 784)), 0, 1).astype(np.float32)
    return x, y
xtr, ytr = digits(6000)
xte, yte = digits(1000)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(HP["batch_size"], drop_remainder=True)

net = nn.SequentialCell(
    nn.Dense(784, HP["hidden"]), nn.ReLU(),
    nn.Dense(HP["hidden"], HP["hidden"]), nn.ReLU(),
    nn.Dense(HP["hidden"], 10))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=HP["lr"], momentum=HP["momentum"])
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()

steps = train_ds.get_dataset_size()
for epoch in range(HP["epochs"]):
    t0 = time.time()
    total = 0.0
    for i, (x, y) in enumerate(train_ds.create_tuple_iterator(), 1):
        total += float(train_net(x, y).asnumpy())
    logits = net(ms.Tensor(xte))
    acc = float((logits.argmax(axis=1).asnumpy() == yte).mean())
    dt = time.time() - t0
    print(f"Epoch {epoch + 1}/{HP['epochs']}")
    print(f"{steps}/{steps} [==============================] - {dt:.0f}s {dt / steps * 1000:.0f}ms/step - loss: {total / steps:.4f} - val_accuracy: {acc:.4f}")
