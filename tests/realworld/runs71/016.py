# Regression head ported from an old torch script: F.mse_loss(pred, y, size_average=False) -> reduction="sum"
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 16)).astype(np.float32)
y = (X @ rng.normal(size=(16, 1)) + 0.1 * rng.normal(size=(4096, 1))).astype(np.float32)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss(reduction="sum")
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train.set_train()
BS = 256
for epoch in range(3):
    for i in range(0, 4096, BS):
        loss = train(ms.Tensor(X[i:i+BS]), ms.Tensor(y[i:i+BS]))
        step = epoch * (4096 // BS) + i // BS
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
