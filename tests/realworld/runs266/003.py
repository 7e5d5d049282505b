# Port of a PyTorch "model.half()" inference/fine-tune of a tiny self-attention block.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(2)

class SelfAttention(nn.Cell):
    def __init__(self, d=32, heads=4):
        super().__init__()
        self.h = heads
        self.dk = d // heads
        self.qkv = nn.Dense(d, 3 * d)
        self.proj = nn.Dense(d, d)
        self.scale = 1.0 / np.sqrt(self.dk)
    def construct(self, x):
        b, t, d = x.shape
        qkv = self.qkv(x).reshape(b, t, 3, self.h, self.dk).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, axis=-1)
        out = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.proj(out)

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(100, 32)
        self.blocks = nn.SequentialCell([SelfAttention(), SelfAttention()])
        self.head = nn.Dense(32, 2)
    def construct(self, ids):
        return self.head(self.blocks(self.emb(ids)).mean(1))

net = Model()
# torch: model.half()
for p in net.get_parameters():
    if p.name.startswith("blocks"):
        p.set_dtype(ms.float16)
print("param dtypes:", sorted({str(p.dtype) for p in net.get_parameters()}))

opt = nn.Adam(net.trainable_params(), learning_rate=1e-4)
loss_fn = nn.CrossEntropyLoss()
def fwd(ids, y):
    return loss_fn(net(ids), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(10):
    ids = ms.Tensor(np.random.randint(0, 100, (8, 16)), ms.int32)
    y = ms.Tensor(np.random.randint(0, 2, (8,)), ms.int32)
    loss, g = grad_fn(ids, y)
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
