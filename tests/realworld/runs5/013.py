# Custom RMSE-style loss without the square: sqrt of a signed difference gives NaN loss from step 1.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
class RootLoss(nn.LossBase):
    def construct(self, pred, target):
        return ops.mean(ops.sqrt(pred - target))
rng = np.random.default_rng(2)
x = rng.normal(size=(256, 8)).astype(np.float32)
y = rng.normal(size=(256, 1)).astype(np.float32)
net = nn.Dense(8, 1)
step = nn.TrainOneStepCell(nn.WithLossCell(net, RootLoss()), nn.SGD(net.trainable_params(), 0.01))
for s in range(8):
    loss = step(Tensor(x[s * 32:(s + 1) * 32]), Tensor(y[s * 32:(s + 1) * 32]))
    print(f"step {s}, loss is {loss.asnumpy()}", flush=True)
