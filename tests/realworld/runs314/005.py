# Port of a small HF-style self-attention classifier; trained with jit (GRAPH_MODE) for speed.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(1)
rng = np.random.default_rng(1)

class SelfAttention(nn.Cell):
    def __init__(self, dim=32, heads=4):
        super().__init__()
        self.heads, self.hd = heads, dim // heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.out = nn.Dense(dim, dim)
    def construct(self, x):
        b, s, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q = q.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        v = v.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        try:
            ctx = ops.flash_attention_score(q, k, v, self.heads, input_layout="BNSD",
                                            scalar_value=1.0 / math.sqrt(self.hd))
        except RuntimeError:
            attn = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(self.hd), axis=-1)
            ctx = ops.matmul(attn, v)
        ctx = ctx.transpose(0, 2, 1, 3).reshape(b, s, d)
        return self.out(ctx)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(8, 32)
        self.attn = SelfAttention()
        self.head = nn.Dense(32, 3)
    def construct(self, x):
        h = self.proj(x)
        h = h + self.attn(h)
        return self.head(h.mean(axis=1))

X = rng.normal(size=(384, 16, 8)).astype(np.float32)
Y = (X.sum(axis=(1, 2)) > 0).astype(np.int32) + (X[:, :, 0].mean(1) > 0.2).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32, drop_remainder=True)

net = Classifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"acc"})
print("start training")
model.train(3, train, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)
