# Layer-wise distillation loss ported from torch. The torch forward collected (hidden, attn_probs) per layer
# and flattened them with a nested list comprehension:
#     feats = [t for layer_out in layer_outputs for t in layer_out]
# The same line is kept inside Cell.construct and the train step is compiled in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

class Block(nn.Cell):
    def __init__(self, d=32):
        super().__init__()
        self.q, self.k, self.v = nn.Dense(d, d), nn.Dense(d, d), nn.Dense(d, d)
        self.ff = nn.Dense(d, d, activation="gelu")
    def construct(self, x):
        p = ops.softmax(ops.matmul(self.q(x), self.k(x).swapaxes(-1, -2)) / 5.657, -1)
        h = x + ops.matmul(p, self.v(x))
        return h + self.ff(h), p

class Student(nn.Cell):
    def __init__(self, n_layers=3):
        super().__init__()
        self.blocks = nn.CellList([Block() for _ in range(n_layers)])
    def construct(self, x, teacher_feats):
        layer_outputs = []
        h = x
        for blk in self.blocks:
            h, p = blk(h)
            layer_outputs.append((h, p))
        feats = [t for layer_out in layer_outputs for t in layer_out]
        loss = 0.0
        for i in range(len(feats)):
            loss = loss + ops.mse_loss(feats[i], teacher_feats[i])
        return loss

student = Student()
teacher_feats = tuple(Tensor(np.random.randn(4, 16, 32 if i % 2 == 0 else 16).astype(np.float32)) for i in range(6))
x = Tensor(np.random.randn(4, 16, 32).astype(np.float32))
opt = nn.Adam(student.trainable_params(), learning_rate=1e-3)
train = nn.TrainOneStepCell(student, opt)
for step in range(5):
    print(f"step {step} distill loss {float(train(x, teacher_feats).asnumpy()):.4f}")
