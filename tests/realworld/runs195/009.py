"""Multi-label -> softmax classifier with a hand-written cross-entropy (ported from a numpy/torch snippet)
trained with TrainOneStepCell."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2)
rng = np.random.default_rng(2)
N, D, C = 2048, 32, 10
X = (rng.normal(size=(N, D)) * 20).astype(np.float32)      # raw, unnormalised sensor features
W = rng.normal(size=(D, C))
Y = (X @ W).argmax(1)
onehot = np.eye(C, dtype=np.float32)[Y]
train = ds.NumpySlicesDataset({"x": X, "y": onehot}, shuffle=True).batch(64)

class SoftmaxCE(nn.Cell):
    """-sum(y * log(softmax(logits)))"""
    def __init__(self):
        super().__init__()
        self.softmax = nn.Softmax(axis=-1)
    def construct(self, logits, y):
        p = self.softmax(logits)
        return -(y * ops.log(p)).sum(-1).mean()

net = nn.SequentialCell(nn.Dense(D, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, C))
with_loss = nn.WithLossCell(net, SoftmaxCE())
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
train_step = nn.TrainOneStepCell(with_loss, opt)
train_step.set_train()

for epoch in range(4):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_step(x, y)
        if step % 8 == 0:
            print(f"epoch: {epoch} step: {step}, loss is {loss.asnumpy()}")
