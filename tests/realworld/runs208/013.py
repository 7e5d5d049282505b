"""Healthy run: pretrain a small CNN, save a checkpoint, then fine-tune on a 4-class task with a new head
(classifier tensors dropped from the checkpoint before loading, like strict=False with a filtered torch state dict)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(13)
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")


class SmallCNN(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.fc(self.features(x))


def synthetic(n, num_classes, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, num_classes, n).astype(np.int32)
    x = rng.normal(0, 1, (n, 3, 16, 16)).astype(np.float32)
    for i, c in enumerate(y):
        x[i, c % 3, (c // 3) * 4:(c // 3) * 4 + 4, :] += 2.0
    return x, y


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.CrossEntropyLoss()

    def construct(self, x, y):
        return self.loss(self.net(x), y)


def fit(net, x, y, epochs, lr, tag):
    data = ds.NumpySlicesDataset((x, y), column_names=["image", "label"], shuffle=True).batch(32, drop_remainder=True)
    step = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), learning_rate=lr))
    step.set_train()
    for ep in range(epochs):
        losses = [step(a, b).asnumpy() for a, b in data.create_tuple_iterator()]
        print(f"[{tag}] epoch {ep} loss {np.mean(losses):.4f}")


def accuracy(net, x, y):
    net.set_train(False)
    acc = (net(ms.Tensor(x)).argmax(1).asnumpy() == y).mean()
    net.set_train(True)
    return acc


xs, ys = synthetic(1200, 12, 0)
src = SmallCNN(12)
fit(src, xs, ys, 3, 2e-3, "pretrain")
print(f"[pretrain] acc {accuracy(src, xs[:300], ys[:300]):.4f}")
ms.save_checkpoint(src, "cnn_pretrained.ckpt")

params = ms.load_checkpoint("cnn_pretrained.ckpt")
head_keys = [k for k in params if k.startswith("fc.")]
for k in head_keys:
    params.pop(k)
print(f"dropped head tensors: {head_keys}")
tgt = SmallCNN(4)
net_not_loaded, ckpt_not_loaded = ms.load_param_into_net(tgt, params)
print(f"not loaded into net: {net_not_loaded}; unused in ckpt: {ckpt_not_loaded}")
xt, yt = synthetic(600, 4, 1)
xv, yv = synthetic(300, 4, 2)
print(f"[finetune] acc before {accuracy(tgt, xv, yv):.4f}")
fit(tgt, xt, yt, 3, 1e-3, "finetune")
print(f"[finetune] val acc {accuracy(tgt, xv, yv):.4f}")
