# MNIST-like digit MLP, functional training loop (ported from a PyTorch train.py with a build_model() helper).
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(7)

def build_model(hidden=128):
    return nn.SequentialCell(nn.Flatten(), nn.Dense(64, hidden), nn.ReLU(), nn.Dense(hidden, 10))

def build_optimizer(cfg):
    model = build_model(cfg["hidden"])
    return nn.Adam(model.trainable_params(), learning_rate=cfg["lr"])

cfg = {"hidden": 128, "lr": 1e-3, "epochs": 4, "batch_size": 64}

rng = np.random.default_rng(7)
protos = rng.normal(0, 1, (10, 8, 8)).astype(np.float32)
y = rng.integers(0, 10, 3000).astype(np.int32)
x = protos[y] + rng.normal(0, 0.6, (3000, 8, 8)).astype(np.float32)
train = ds.NumpySlicesDataset({"image": x[:2500], "label": y[:2500]}, shuffle=True).batch(cfg["batch_size"])
val = ds.NumpySlicesDataset({"image": x[2500:], "label": y[2500:]}, shuffle=False).batch(250)

model = build_model(cfg["hidden"])
optimizer = build_optimizer(cfg)
loss_fn = nn.CrossEntropyLoss()

def forward_fn(data, label):
    logits = model(data)
    return loss_fn(logits, label), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

def train_step(data, label):
    (loss, _), grads = grad_fn(data, label)
    optimizer(grads)
    return loss

for epoch in range(cfg["epochs"]):
    model.set_train()
    for batch, (data, label) in enumerate(train.create_tuple_iterator()):
        loss = train_step(data, label)
        if batch % 10 == 0:
            print(f"Epoch [{epoch+1}/{cfg['epochs']}] batch [{batch:3d}/{train.get_dataset_size()}]  loss: {loss.asnumpy():>7f}")
    model.set_train(False)
    correct, total, vloss = 0, 0, 0.0
    for data, label in val.create_tuple_iterator():
        logits = model(data)
        vloss += loss_fn(logits, label).asnumpy()
        correct += (logits.argmax(1) == label).asnumpy().sum()
        total += len(label)
    print(f"Test: Accuracy: {100 * correct / total:>0.1f}%, Avg loss: {vloss / 2:>8f}")
