"""CIFAR-style small CNN; a backward hook logs per-layer gradient norms to spot vanishing gradients
(the PyTorch version used module.register_full_backward_hook). Graph mode for speed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(5)
rng = np.random.default_rng(5)

X = rng.normal(size=(512, 3, 16, 16)).astype(np.float32)
y = rng.integers(0, 10, size=512).astype(np.int32)
X += y[:, None, None, None] * 0.1
train_ds = ds.NumpySlicesDataset((X, y), column_names=["image", "label"], shuffle=True).batch(32)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1)
        self.bn1 = nn.BatchNorm2d(16)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1)
        self.bn2 = nn.BatchNorm2d(32)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 4 * 4, 10)

    def construct(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.pool(self.relu(self.bn2(self.conv2(x))))
        return self.fc(self.flatten(x))


grad_norms = {}


def make_hook(name):
    def hook(cell, grad_input, grad_output):
        grad_norms[name] = float(ops.norm(grad_output[0]).asnumpy())
    return hook


net = SmallCNN()
for name in ("conv1", "conv2", "fc"):
    getattr(net, name).register_backward_hook(make_hook(name))

loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = ms.Model(net, loss_fn, opt, metrics={"accuracy"})


class GradNormLogger(ms.Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num} loss {cb.net_outputs.asnumpy():.4f} grad norms {grad_norms}")


model.train(3, train_ds, callbacks=[GradNormLogger()])
print(model.eval(train_ds))
