"""CIFAR-style small CNN, ported from a torch.cuda.amp training loop (GradScaler) to mindspore.amp."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.amp import StaticLossScaler, all_finite

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(3)
rng = np.random.default_rng(3)

def synthetic_images(n, num_classes=4):
    protos = rng.normal(0, 1, (num_classes, 3, 16, 16)).astype(np.float32)
    y = rng.integers(0, num_classes, n)
    x = protos[y] + rng.normal(0, 1.0, (n, 3, 16, 16)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, num_classes))
    def construct(self, x):
        return self.classifier(self.features(x))

x, y = synthetic_images(2048)
train = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True).batch(64, drop_remainder=True)

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9, weight_decay=5e-4)
scaler = StaticLossScaler(scale_value=2.0 ** 12)

def forward_fn(images, labels):
    logits = net(images)
    loss = loss_fn(logits, labels)
    return scaler.scale(loss), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

def train_step(images, labels):
    (scaled_loss, logits), grads = grad_fn(images, labels)
    if all_finite(grads):
        optimizer(grads)
    loss = scaler.unscale(scaled_loss)
    return loss, logits

net.set_train()
for epoch in range(4):
    correct, seen, total_loss = 0, 0, 0.0
    for step, (images, labels) in enumerate(train.create_tuple_iterator()):
        loss, logits = train_step(images, labels)
        correct += int((logits.argmax(1) == labels).sum().asnumpy())
        seen += labels.shape[0]
        total_loss += float(loss.asnumpy())
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:2d} loss {float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch} train_loss {total_loss / (step + 1):.4f} train_acc {correct / seen:.4f}")
