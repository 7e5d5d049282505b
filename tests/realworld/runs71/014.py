# Tabular model: bag-of-words counts from numpy fed straight into nn.Dense (torch code did torch.from_numpy(...).float())
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(0)
counts = rng.poisson(0.3, size=(256, 300))          # int64 term counts
labels = (counts[:, :10].sum(1) > 3).astype(np.int32)

net = nn.SequentialCell(nn.Dense(300, 64), nn.ReLU(), nn.Dense(64, 2))
loss = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt)
for i in range(0, 256, 32):
    print(train(ms.Tensor(counts[i:i+32]), ms.Tensor(labels[i:i+32])))
