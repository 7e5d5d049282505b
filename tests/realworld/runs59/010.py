# save the best model without blocking training (async), then evaluate it right away
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(32, 256), nn.ReLU(), nn.Dense(256, 256), nn.ReLU(), nn.Dense(256, 10))
    def construct(self, x):
        return self.body(x)

net = Net()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 1e-3))
X = np.random.randn(1024, 32).astype(np.float32); y = (np.abs(X[:, :10]).argmax(1)).astype(np.int32)
for i in range(60):
    idx = np.random.randint(0, 1024, 64)
    loss = step(Tensor(X[idx]), Tensor(y[idx]))
    if i % 20 == 0:
        print(f"step {i} loss {loss.asnumpy():.4f}")
ms.save_checkpoint(net, "best_model.ckpt", async_save=True)
best = Net()
pnl, _ = ms.load_param_into_net(best, ms.load_checkpoint("best_model.ckpt"))
print("eval loss", loss_fn(best(Tensor(X)), Tensor(y)))
