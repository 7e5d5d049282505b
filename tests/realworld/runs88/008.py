# rotary embedding tables ported from HF LlamaRotaryEmbedding, computed inside the compiled model
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Rotary(nn.Cell):
    def __init__(self, head_dim=16, base=10000.0):
        super().__init__()
        self.inv_freq = Tensor(1.0 / (base ** (np.arange(0, head_dim, 2) / head_dim)), ms.float32)
    def construct(self, x):
        seq_len = x.shape[2]
        t = ops.arange(seq_len)                    # torch.arange(seq_len) -> int64
        freqs = ops.outer(t, self.inv_freq)        # torch.outer promotes to float32
        emb = ops.cat((freqs, freqs), axis=-1)
        return emb.cos(), emb.sin()

def rotate_half(x):
    x1, x2 = ops.chunk(x, 2, axis=-1)
    return ops.cat((-x2, x1), axis=-1)

class Attn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(64, 192)
        self.rope = Rotary()
        self.o = nn.Dense(64, 64)
    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), 64, axis=-1)
        q = q.reshape(b, s, 4, 16).swapaxes(1, 2)
        k = k.reshape(b, s, 4, 16).swapaxes(1, 2)
        v = v.reshape(b, s, 4, 16).swapaxes(1, 2)
        cos, sin = self.rope(q)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        a = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / 4.0, axis=-1)
        return self.o(ops.matmul(a, v).swapaxes(1, 2).reshape(b, s, 64))

net = Attn()
x = Tensor(np.random.randn(2, 12, 64).astype(np.float32))
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 1e-3))
for i in range(5):
    print("step", i, "loss", train(x, x))
