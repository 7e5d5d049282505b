# Small CNN on synthetic 3-class "shapes" images, ported from a PyTorch script that used
#   optimizer = SGD(lr=0.05, momentum=0.9); scheduler = StepLR(optimizer, step_size=4, gamma=0.5)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(11)

def make_images(n, rng):
    imgs = rng.normal(0, 1.0, size=(n, 1, 16, 16)).astype(np.float32)
    labels = rng.integers(0, 3, size=n)
    for i, c in enumerate(labels):
        if c == 0: imgs[i, 0, 4:12, 7:9] += 1.0      # vertical bar
        elif c == 1: imgs[i, 0, 7:9, 4:12] += 1.0    # horizontal bar
        else: imgs[i, 0, 5:11, 5:11] += 0.5          # square
    return imgs, labels.astype(np.int32)

rng = np.random.default_rng(0)
x_tr, y_tr = make_images(2048, rng)
x_va, y_va = make_images(512, rng)
train_ds = ds.NumpySlicesDataset({"image": x_tr, "label": y_tr}, shuffle=True).batch(64)
val_ds = ds.NumpySlicesDataset({"image": x_va, "label": y_va}, shuffle=False).batch(256)
steps_per_epoch = train_ds.get_dataset_size()

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.Dense(16 * 4 * 4, 3)

    def construct(self, x):
        return self.classifier(self.features(x).reshape(x.shape[0], -1))

net = SmallCNN()
lr_schedule = nn.ExponentialDecayLR(learning_rate=0.05, decay_rate=0.5, decay_steps=4, is_stair=True)
optimizer = nn.Momentum(net.trainable_params(), learning_rate=lr_schedule, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, optimizer.parameters)

def evaluate():
    net.set_train(False)
    correct = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy())
    net.set_train(True)
    return correct / len(y_va)

print(f"steps per epoch: {steps_per_epoch}")
net.set_train(True)
for epoch in range(12):
    losses = []
    for x, y in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch:2d} lr {float(optimizer.get_lr().asnumpy()):.3e} "
          f"train_loss {np.mean(losses):.4f} val_acc {evaluate():.4f}")
