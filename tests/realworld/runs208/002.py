"""Fine-tune a pretrained CNN backbone on a 4-class task (ported from a torchvision fine-tuning script)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(1)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")


class SmallResNetish(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
        )
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.features(x))))


def synthetic(n, num_classes, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, num_classes, n).astype(np.int32)
    x = rng.normal(0, 1, (n, 3, 32, 32)).astype(np.float32)
    x[np.arange(n), y % 3, :8, :8] += 2.0
    return x, y


def train(net, dataset, epochs, lr):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    def fwd(x, y):
        return loss_fn(net(x), y)
    grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
    net.set_train()
    for ep in range(epochs):
        losses = []
        for x, y in dataset.create_tuple_iterator():
            loss, grads = grad_fn(x, y)
            opt(grads)
            losses.append(loss.asnumpy())
        print(f"epoch {ep} mean loss {np.mean(losses):.4f}")


CKPT = "pretrained_backbone_10cls.ckpt"
if not os.path.exists(CKPT):
    print("pretraining backbone on 10-class source task")
    x, y = synthetic(512, 10, 0)
    src = ds.NumpySlicesDataset((x, y), column_names=["image", "label"], shuffle=True).batch(64)
    pre = SmallResNetish(10)
    train(pre, src, 2, 0.05)
    ms.save_checkpoint(pre, CKPT)
    print(f"saved {CKPT}")

print("building 4-class model and loading pretrained weights")
net = SmallResNetish(num_classes=4)
param_dict = ms.load_checkpoint(CKPT)
print(f"checkpoint has {len(param_dict)} tensors")
not_loaded, ckpt_not_loaded = ms.load_param_into_net(net, param_dict)
print("not loaded:", not_loaded)
x, y = synthetic(256, 4, 1)
tgt = ds.NumpySlicesDataset((x, y), column_names=["image", "label"], shuffle=True).batch(32)
train(net, tgt, 3, 0.01)
