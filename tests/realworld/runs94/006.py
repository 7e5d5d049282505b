"""Small CNN on synthetic 1x16x16 'digits'; train, save checkpoint, reload into a fresh net and evaluate."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(123)
CKPT = "/home/user/project/ckpt_006/cnn.ckpt"
os.makedirs(os.path.dirname(CKPT), exist_ok=True)


def make_images(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, size=n).astype(np.int32)
    x = rng.normal(0, 1.0, size=(n, 1, 16, 16)).astype(np.float32)
    for i, c in enumerate(y):  # class = which quadrant is bright
        r, q = divmod(int(c), 2)
        x[i, 0, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 0.35
    return x, y


class SmallCNN(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 4 * 4, 32), nn.ReLU(),
                                            nn.Dense(32, num_classes))

    def construct(self, x):
        return self.classifier(self.features(x))


xtr, ytr = make_images(512, 0)
xte, yte = make_images(128, 1)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32)
test_ds = ds.NumpySlicesDataset({"image": xte, "label": yte}, shuffle=False).batch(64)

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)


def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)


@ms.jit
def train_step(x, y):
    (loss, _), grads = grad_fn(x, y)
    opt(grads)
    return loss


def evaluate(model_net):
    model_net.set_train(False)
    correct = total = 0
    for x, y in test_ds.create_tuple_iterator():
        pred = model_net(x).argmax(1)
        correct += int((pred == y).sum().asnumpy())
        total += y.shape[0]
    return correct / total


for epoch in range(4):
    net.set_train(True)
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        losses.append(train_step(x, y).asnumpy())
        if step % 8 == 0:
            print(f"epoch {epoch + 1} step {step:2d}/{train_ds.get_dataset_size()} loss {losses[-1]:.4f}")
    print(f"epoch {epoch + 1} mean loss {np.mean(losses):.4f} test acc {evaluate(net):.4f}")

ms.save_checkpoint(net, CKPT)
print(f"saved {CKPT}")
fresh = SmallCNN()
param_not_load, ckpt_not_load = ms.load_param_into_net(fresh, ms.load_checkpoint(CKPT))
print(f"reload: param_not_load={param_not_load} ckpt_not_load={ckpt_not_load}")
print(f"reloaded model test acc {evaluate(fresh):.4f}")
