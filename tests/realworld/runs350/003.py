# MindSpore port of a PyTorch tabular MLP training loop (synthetic data).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(42)
rng = np.random.default_rng(42)

N, IN, CLASSES = 3000, 16, 3
centers = rng.normal(0, 1.0, (CLASSES, IN)).astype(np.float32)
y = rng.integers(0, CLASSES, N).astype(np.int32)
x = (centers[y] + rng.normal(0, 1.2, (N, IN))).astype(np.float32)
x_train, y_train, x_val, y_val = x[:2500], y[:2500], x[2500:], y[2500:]

train_ds = ds.NumpySlicesDataset({"x": x_train, "y": y_train}, shuffle=True).batch(64, drop_remainder=True)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(IN, 64), nn.ReLU(), nn.Dropout(p=0.1),
            nn.Dense(64, 64), nn.ReLU(),
            nn.Dense(64, CLASSES),
        )

    def construct(self, x):
        return self.body(x)


net = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=1e-4)


def forward(xb, yb):
    return loss_fn(net(xb), yb)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


def train_step(xb, yb):
    loss, grads = grad_fn(xb, yb)
    opt(grads)
    return loss


steps_per_epoch = train_ds.get_dataset_size()
print(f"steps per epoch: {steps_per_epoch}")
for epoch in range(5):
    net.set_train(True)
    total = 0.0
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        loss = train_step(batch["x"], batch["y"])
        total += float(loss.asnumpy())
        if step % 10 == 0:
            print(f"epoch {epoch} step {step}/{steps_per_epoch} loss {float(loss.asnumpy()):.4f}")
    net.set_train(False)
    pred = net(Tensor(x_val)).asnumpy().argmax(1)
    print(f"epoch {epoch} avg loss {total / steps_per_epoch:.4f} val acc {(pred == y_val).mean():.4f}")
print("training complete")
