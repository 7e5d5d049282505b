"""Curriculum-style training: the sampling temperature of the data pipeline is
updated from the training loop through dataset.sync_wait (pattern from the
MindSpore dataset docs)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_seed(0)
np.random.seed(0)

N, D, C = 2048, 16, 4
X = np.random.randn(N, D).astype(np.float32)
W = np.random.randn(D, C).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)


class Augment:
    """adds gaussian noise whose scale is adjusted by the trainer"""
    def __init__(self):
        self.noise = 0.5

    def update(self, data):
        self.noise = float(data["noise"])

    def __call__(self, x, y):
        return (x + self.noise * np.random.randn(*x.shape).astype(np.float32), y)


aug = Augment()
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True)
train = train.sync_wait(condition_name="noise_policy", callback=aug.update)
train = train.map(operations=aug, input_columns=["x", "y"])
train = train.batch(64, drop_remainder=True)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))

    def construct(self, x):
        return self.body(x)


net = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


EPOCHS = 3
steps = train.get_dataset_size()
print(f"train samples {N}, steps/epoch {steps}, epochs {EPOCHS}", flush=True)
for epoch in range(EPOCHS):
    net.set_train()
    noise = 0.5 * (1 - epoch / EPOCHS)
    for step, (x, y) in enumerate(train.create_tuple_iterator(num_epochs=1)):
        loss = train_step(x, y)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d}/{steps} noise {noise:.2f} loss {loss.asnumpy():.4f}", flush=True)
    print(f"epoch {epoch} done", flush=True)
print("training finished")
