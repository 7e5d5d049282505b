# Static loss scaling recipe (apex opt_level O1 with loss_scale=1024) ported via TrainOneStepCell's sens
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(1)

LOSS_SCALE = 1024.0
X = np.random.randn(256, 8).astype(np.float32)
w_true = np.random.randn(8, 1).astype(np.float32)
Y = (X @ w_true + 0.1 * np.random.randn(256, 1)).astype(np.float32)

net = nn.SequentialCell([nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1)])
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt, sens=LOSS_SCALE)
train_net.set_train()
for epoch in range(5):
    losses = []
    for i in range(0, 256, 32):
        loss = train_net(ms.Tensor(X[i:i+32]), ms.Tensor(Y[i:i+32]))
        losses.append(float(loss.asnumpy()))
        print(f"epoch {epoch} step {i//32} loss {losses[-1]:.6f}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.6f}")
