# Loss goes NaN after a few hundred steps on the cluster; reproducing locally. In torch I would drop
# into the debugger inside forward() when the logits look bad, so the same was added to construct.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(8)

class Scorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Dense(12, 48), nn.ReLU(), nn.Dense(48, 48), nn.ReLU())
        self.cls = nn.Dense(48, 3)
    def construct(self, x):
        logits = self.cls(self.enc(x))
        if ops.isnan(logits).any() or logits.abs().max() > 1e4:
            breakpoint()                 # inspect x / logits interactively
        return logits

net = Scorer()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()

rng = np.random.default_rng(8)
for step in range(50):
    x = rng.normal(size=(32, 12)).astype(np.float32)
    y = rng.integers(0, 3, size=32).astype(np.int32)
    loss = train_net(ms.Tensor(x), ms.Tensor(y))
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
