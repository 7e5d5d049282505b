"""Load forecaster (GRU) ported from a torch training loop that relied on
torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0) to stay stable."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(21)
rng = np.random.default_rng(21)

# hourly load in MW, a daily cycle plus noise; window of 24 h -> next hour
t = np.arange(24 * 400)
load = 320 + 80 * np.sin(2 * np.pi * t / 24) + 15 * rng.normal(size=t.size)
WIN = 24
idx = np.arange(len(load) - WIN - 1)
X = np.stack([load[i:i + WIN] for i in idx])[..., None].astype(np.float32) / 100.0   # "scale to hundreds of MW"
Y = load[idx + WIN][:, None].astype(np.float32) / 100.0
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)


class Forecaster(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(1, 64, num_layers=1, batch_first=True)
        self.fc = nn.Dense(64, 1)

    def construct(self, x):
        out, _ = self.gru(x)
        return self.fc(out[:, -1])


net = Forecaster()
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.5, momentum=0.9)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    ops.clip_by_global_norm(grads, clip_norm=1.0)    # torch: clip_grad_norm_(model.parameters(), 1.0)
    opt(grads)
    return loss


steps = train.get_dataset_size()
for epoch in range(2):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_step(x, y)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d}/{steps} | mse {float(loss.asnumpy()):.5f}", flush=True)
        if step == 40:
            break
print("done")
