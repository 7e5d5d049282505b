# Layer-wise LR decay port: every group gets its own per-step schedule list
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Dense(20, 64)
        self.layers = nn.CellList([nn.Dense(64, 64) for _ in range(2)])
        self.head = nn.Dense(64, 2)
    def construct(self, x):
        h = self.embed(x)
        for layer in self.layers:
            h = ops.relu(layer(h))
        return self.head(h)

from mindspore import ops
net = Encoder()
steps_per_epoch, epochs = 25, 4
total = steps_per_epoch * epochs
# head: full schedule; backbone: schedule built for the frozen-first-epoch variant (warm-up skipped)
head_lr = nn.cosine_decay_lr(1e-5, 1e-3, total, steps_per_epoch, epochs)
backbone_lr = nn.cosine_decay_lr(1e-6, 1e-4, total - steps_per_epoch, steps_per_epoch, epochs - 1)
group_params = [
    {"params": [p for p in net.trainable_params() if not p.name.startswith("head")], "lr": backbone_lr},
    {"params": [p for p in net.trainable_params() if p.name.startswith("head")], "lr": head_lr},
]
opt = nn.Adam(group_params, learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
x = ms.Tensor(np.random.randn(32, 20).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 2, (32,)).astype(np.int32))
for step in range(total):
    loss, grads = grad_fn(x, y)
    opt(grads)
    if step % 25 == 0:
        print("step", step, "loss", loss)
