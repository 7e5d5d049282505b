# Multi-label classifier; torch used nn.BCEWithLogitsLoss, the port picked nn.BCELoss
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(1)
X = rng.normal(size=(1024, 32)).astype(np.float32) * 3
W = rng.normal(size=(32, 6)).astype(np.float32)
Y = (X @ W > 0).astype(np.float32)

net = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 6))
loss_fn = nn.BCELoss(reduction="mean")
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train.set_train()
for epoch in range(5):
    tot = 0.0
    for i in range(0, 1024, 64):
        tot += float(train(ms.Tensor(X[i:i+64]), ms.Tensor(Y[i:i+64])).asnumpy())
    print(f"epoch {epoch} mean loss {tot / 16:.4f}")
