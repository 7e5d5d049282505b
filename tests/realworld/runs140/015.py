"""Credit-risk scorer ported from PyTorch. The torch criterion added an explicit L2 penalty over the
model's parameters (sum(p.pow(2).sum() for p in model.parameters())); it is kept as a custom loss Cell."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(10)
rs = np.random.RandomState(10)

class Scorer(nn.Cell):
    def __init__(self, n_in):
        super().__init__()
        self.fc1 = nn.Dense(n_in, 32)
        self.fc2 = nn.Dense(32, 1)

    def construct(self, x):
        return self.fc2(ops.relu(self.fc1(x))).squeeze(-1)

class BCEWithL2(nn.Cell):
    """criterion(model, x, y) = BCEWithLogits(model(x), y) + l2 * sum ||p||^2"""
    def __init__(self, model, l2=1e-4):
        super().__init__()
        self.model = model
        self.l2 = l2
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, x, y):
        logits = self.model(x)
        penalty = 0.0
        for p in self.model.get_parameters():
            penalty = penalty + (p ** 2).sum()
        return self.bce(logits, y) + self.l2 * penalty

x = rs.randn(2000, 15).astype(np.float32)
y = ((x[:, 0] - 0.5 * x[:, 1] + 0.3 * rs.randn(2000)) > 0).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(100)

model = Scorer(15)
criterion = BCEWithL2(model)
optimizer = nn.SGD(model.trainable_params(), learning_rate=0.1, momentum=0.9)
train_net = nn.TrainOneStepCell(criterion, optimizer)
train_net.set_train()

for epoch in range(1, 6):
    total = 0.0
    for i, (xb, yb) in enumerate(train.create_tuple_iterator()):
        total += float(train_net(xb, yb).asnumpy())
    print(f"Epoch {epoch:02d} | train loss {total / (i + 1):.4f}")
