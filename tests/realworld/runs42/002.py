# Mistake: torch memory-saving habit `del attn_weights, scores` after the attention matmul (to free
# activations early, as in some HF/torch research code) kept inside Cell.construct; under
# GRAPH_MODE the graph parser does not support the del statement.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Block(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.heads, self.hd = heads, hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.proj = nn.Dense(hidden, hidden)
        self.norm = nn.LayerNorm((hidden,), epsilon=1e-5)

    def construct(self, x):
        b, s, h = x.shape
        qkv = self.qkv(self.norm(x)).reshape(b, s, 3, self.heads, self.hd).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / self.hd ** 0.5
        attn_weights = ops.softmax(scores, axis=-1)
        out = ops.matmul(attn_weights, v)
        del attn_weights, scores
        return x + self.proj(out.swapaxes(1, 2).reshape(b, s, h))

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([Block() for _ in range(2)])
        self.head = nn.Dense(64, 2)
    def construct(self, x):
        for blk in self.blocks:
            x = blk(x)
        return self.head(x.mean(1))

net = Classifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
x = ms.Tensor(np.random.randn(8, 12, 64).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 2, 8).astype(np.int32))
for step in range(5):
    print("step", step, "loss", float(train(x, y).asnumpy()))
