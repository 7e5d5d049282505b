"""Healthy run: PYNATIVE custom training loop with a warmup + cosine schedule (port of a HF get_cosine_schedule_with_warmup loop)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(11)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")


class ResidualMLP(nn.Cell):
    def __init__(self, d_in=12, width=64, n_out=3):
        super().__init__()
        self.inp = nn.Dense(d_in, width)
        self.block = nn.SequentialCell(nn.LayerNorm((width,)), nn.Dense(width, width), nn.GELU(), nn.Dense(width, width))
        self.out = nn.Dense(width, n_out)

    def construct(self, x):
        h = self.inp(x)
        h = h + self.block(h)
        return self.out(h)


rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 12)).astype(np.float32)
W = rng.normal(size=(12, 3))
Y = np.argmax(np.tanh(X @ W) + 0.1 * rng.normal(size=(3000, 3)), 1).astype(np.int32)
train = ds.NumpySlicesDataset((X[:2500], Y[:2500]), column_names=["x", "y"], shuffle=True).batch(100, drop_remainder=True)
EPOCHS = 6
steps_per_epoch = train.get_dataset_size()
total = EPOCHS * steps_per_epoch
warm = [2e-3 * (i + 1) / steps_per_epoch for i in range(steps_per_epoch)]
cos = nn.cosine_decay_lr(1e-5, 2e-3, total, steps_per_epoch, EPOCHS)
lr = warm[:steps_per_epoch] + cos[steps_per_epoch:]

net = ResidualMLP()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(EPOCHS):
    net.set_train(True)
    ls = []
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        ls.append(loss.asnumpy())
    net.set_train(False)
    acc = (net(ms.Tensor(X[2500:])).argmax(1).asnumpy() == Y[2500:]).mean()
    print(f"epoch {epoch} lr {lr[(epoch + 1) * steps_per_epoch - 1]:.2e} train_loss {np.mean(ls):.4f} val_acc {acc:.4f}")
