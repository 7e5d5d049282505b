# Tabular churn model ported from PyTorch; compiled once with a dynamic batch axis via set_inputs,
# then used in a small predict() helper for single customers (torch model(x) accepted 1-D features after unsqueeze elsewhere).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
np.random.seed(1)

N_FEAT = 12
X = np.random.randn(512, N_FEAT).astype(np.float32)
w_true = np.random.randn(N_FEAT).astype(np.float32)
y = (X @ w_true > 0).astype(np.int32)


class ChurnMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(N_FEAT, 32), nn.ReLU(), nn.Dense(32, 16), nn.ReLU(), nn.Dense(16, 2)])

    def construct(self, x):
        return self.net(x)


model = ChurnMLP()
model.set_inputs(ms.Tensor(shape=[None, N_FEAT], dtype=ms.float32))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), learning_rate=5e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, loss_fn), opt)
train_net.set_train()

for epoch in range(5):
    perm = np.random.permutation(len(X))
    losses = []
    for i in range(0, len(X), 64):
        idx = perm[i:i + 64]
        losses.append(float(train_net(ms.Tensor(X[idx]), ms.Tensor(y[idx])).asnumpy()))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f}")

model.set_train(False)


def predict(features):
    logits = model(ms.Tensor(np.asarray(features, dtype=np.float32)))
    return ops.softmax(logits, -1).asnumpy()


print("batch probs:", predict(X[:4]).round(3))
customer = X[10]
print("customer 10 churn prob:", predict(customer))
