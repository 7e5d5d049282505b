# NER-style token classifier: torch F.nll_loss(log_softmax) kept as nn.LogSoftmax + nn.NLLLoss, int64 labels from the dataset
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(7)
X = rng.normal(size=(2048, 32)).astype(np.float32)
Y = (X[:, :9] * 2 + rng.normal(size=(2048, 9))).argmax(1).astype(np.int64)   # torch.long labels

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 9), nn.LogSoftmax(axis=-1))
loss_fn = nn.NLLLoss(reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train.set_train()
for epoch in range(6):
    tot = 0.0
    for i in range(0, 2048, 64):
        tot += float(train(ms.Tensor(X[i:i+64]), ms.Tensor(Y[i:i+64])).asnumpy())
    print(f"epoch {epoch} mean nll {tot / 32:.4f}")
print("training finished")
