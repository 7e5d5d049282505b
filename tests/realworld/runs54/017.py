# Attention layer ported line by line from a PyTorch implementation, keeping the in-place masked_fill_.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
D = 32


class MaskedSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = nn.Dense(D, D)
        self.k = nn.Dense(D, D)
        self.v = nn.Dense(D, D)

    def construct(self, x, attention_mask):
        scores = ops.matmul(self.q(x), self.k(x).swapaxes(1, 2)) / (D ** 0.5)
        scores.masked_fill_(attention_mask[:, None, :] == 0, -1e9)
        return ops.matmul(ops.softmax(scores, -1), self.v(x))


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = MaskedSelfAttention()
        self.fc = nn.Dense(D, 2)

    def construct(self, x, mask):
        return self.fc(self.attn(x, mask).mean(1))


class ModelWithLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.loss = nn.CrossEntropyLoss()

    def construct(self, x, mask, labels):
        return self.loss(self.model(x, mask), labels)


model = Model()
net = nn.TrainOneStepCell(ModelWithLoss(model), nn.Adam(model.trainable_params(), 1e-3))
net.set_train()
x = ms.Tensor(np.random.randn(4, 6, D).astype(np.float32))
mask = ms.Tensor(np.array([[1] * 6, [1] * 4 + [0] * 2, [1] * 3 + [0] * 3, [1] * 6], np.int32))
y = ms.Tensor(np.array([0, 1, 1, 0], np.int32))
print("loss", net(x, mask, y))
