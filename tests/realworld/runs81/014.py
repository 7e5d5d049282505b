# Custom training cell kept from a MindSpore 0.x era port of a PyTorch model
# (C.GradOperation('grad', get_by_list=True) was the 0.x signature with a name argument).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, ParameterTuple
from mindspore.ops import composite as C

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class TrainOneStep(nn.Cell):
    def __init__(self, network, optimizer):
        super().__init__(auto_prefix=False)
        self.network = network
        self.weights = ParameterTuple(network.trainable_params())
        self.optimizer = optimizer
        self.grad = C.GradOperation('grad', get_by_list=True)
    def construct(self, x, y):
        loss = self.network(x, y)
        grads = self.grad(self.network, self.weights)(x, y)
        return ops.depend(loss, self.optimizer(grads))

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 20)).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)
backbone = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
net_with_loss = nn.WithLossCell(backbone, nn.CrossEntropyLoss())
train_net = TrainOneStep(net_with_loss, nn.Momentum(backbone.trainable_params(), 0.05, 0.9))
for epoch in range(3):
    for i in range(0, 256, 32):
        loss = train_net(Tensor(X[i:i+32]), Tensor(Y[i:i+32]))
    print(f"epoch {epoch} loss {loss}")
