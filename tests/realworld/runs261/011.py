# MLP classifier on synthetic tabular data, ported from PyTorch
# (torch.nn.CrossEntropyLoss -> mindspore.nn.SoftmaxCrossEntropyWithLogits, optimizer SGD momentum 0.9, lr 0.05)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(4)

NUM_FEATURES, NUM_CLASSES = 20, 5
rng = np.random.default_rng(0)
centers = rng.standard_normal((NUM_CLASSES, NUM_FEATURES)) * 2.0
labels = rng.integers(0, NUM_CLASSES, size=4096)
feats = (centers[labels] + rng.standard_normal((4096, NUM_FEATURES))).astype(np.float32)
labels = labels.astype(np.int32)

train_ds = ds.NumpySlicesDataset({"x": feats[:3584], "y": labels[:3584]}, shuffle=True).batch(256)
val_ds = ds.NumpySlicesDataset({"x": feats[3584:], "y": labels[3584:]}, shuffle=False).batch(256)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(NUM_FEATURES, 128), nn.ReLU(),
            nn.Dense(128, 64), nn.ReLU(),
            nn.Dense(64, NUM_CLASSES))

    def construct(self, x):
        return self.net(x)

net = MLP()
criterion = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)

def forward_fn(x, y):
    logits = net(x)
    loss = criterion(logits, y)
    return loss

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

def evaluate():
    net.set_train(False)
    correct, total = 0, 0
    for x, y in val_ds.create_tuple_iterator():
        pred = net(x).argmax(axis=1)
        correct += int((pred == y).sum().asnumpy()); total += y.shape[0]
    net.set_train(True)
    return correct / total

net.set_train(True)
for epoch in range(5):
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.mean().asnumpy()))
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {evaluate():.4f}")
