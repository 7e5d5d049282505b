"""Fine-tune a small MLP classifier; model is rebuilt after weight init from a helper (port of a torch script)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.common.initializer import XavierUniform, Zero

ms.set_seed(5)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

rng = np.random.default_rng(5)
centers = rng.normal(0, 1.5, size=(5, 24))
y = rng.integers(0, 5, size=2000)
x = (centers[y] + rng.normal(size=(2000, 24))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x, "y": y.astype(np.int32)}, shuffle=True).batch(50, drop_remainder=True)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(24, 64)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(64, 5)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


def build_model():
    m = MLP()
    for _, cell in m.cells_and_names():
        if isinstance(cell, nn.Dense):
            cell.weight.set_data(ms.common.initializer.initializer(XavierUniform(), cell.weight.shape))
            cell.bias.set_data(ms.common.initializer.initializer(Zero(), cell.bias.shape))
    return m


model = build_model()
optimizer = nn.Adam(build_model().trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()


def forward(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters, has_aux=True)
for epoch in range(5):
    total, correct, n = 0.0, 0, 0
    for xb, yb in train.create_tuple_iterator():
        (loss, logits), grads = grad_fn(xb, yb)
        optimizer(grads)
        total += float(loss.asnumpy())
        correct += int((logits.argmax(1) == yb).sum().asnumpy())
        n += yb.shape[0]
    print(f"epoch {epoch}: train loss {total / train.get_dataset_size():.4f} acc {correct / n:.4f}")
