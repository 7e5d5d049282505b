# Transformer-ish encoder block ported from PyTorch; construct builds the attention mask with a helper set
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

class Block(nn.Cell):
    def __init__(self, dim=32, heads=4, skip_layers=(1, 3)):
        super().__init__()
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.norm = nn.LayerNorm((dim,))
        self.ff = nn.SequentialCell(nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim))
        self.skip_layers = skip_layers
    def construct(self, x, layer_id):
        skip = {i for i in self.skip_layers}
        if layer_id in skip:
            return x
        h = self.norm(x)
        a, _ = self.attn(h, h, h)
        x = x + a
        return x + self.ff(self.norm(x))

class Encoder(nn.Cell):
    def __init__(self, n=4):
        super().__init__()
        self.blocks = nn.CellList([Block() for _ in range(n)])
        self.head = nn.Dense(32, 2)
    def construct(self, x):
        for i, blk in enumerate(self.blocks):
            x = blk(x, i)
        return self.head(x.mean(1))

net = Encoder()
x = ms.Tensor(np.random.randn(4, 10, 32).astype(np.float32))
y = ms.Tensor(np.array([0, 1, 1, 0], np.int32))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.AdamWeightDecay(net.trainable_params(), 1e-3))
for s in range(3):
    print("step", s, "loss", step(x, y))
