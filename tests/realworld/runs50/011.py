# BERT encoder layer ported from HF modeling_bert.py with the torch-like mindspore.mint API (nn.LayerNorm -> mint.nn.LayerNorm)
import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)


class BertLayer(nn.Cell):
    def __init__(self, hidden=64, heads=4, inter=128):
        super().__init__()
        self.heads, self.hd = heads, hidden // heads
        self.qkv = mint.nn.Linear(hidden, 3 * hidden)
        self.out = mint.nn.Linear(hidden, hidden)
        self.ln1 = mint.nn.LayerNorm(hidden, eps=1e-12)
        self.ffn1 = mint.nn.Linear(hidden, inter)
        self.ffn2 = mint.nn.Linear(inter, hidden)
        self.ln2 = mint.nn.LayerNorm(hidden, eps=1e-12)

    def construct(self, x):
        b, s, h = x.shape
        q, k, v = mint.split(self.qkv(x), h, dim=-1)
        q = q.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        v = v.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        att = mint.softmax(mint.matmul(q, k.transpose(0, 1, 3, 2)) / self.hd ** 0.5, dim=-1)
        ctx = mint.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, s, h)
        x = self.ln1(x + self.out(ctx))
        return self.ln2(x + self.ffn2(mint.nn.functional.relu(self.ffn1(x))))


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(100, 64)
        self.layer = BertLayer()
        self.head = mint.nn.Linear(64, 2)

    def construct(self, ids):
        return self.head(self.layer(self.embed(ids))[:, 0])


net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, y: loss_fn(net(i), y), None, opt.parameters)
rng = np.random.default_rng(0)
ids = ms.Tensor(rng.integers(0, 100, (16, 12)).astype(np.int32))
labels = ms.Tensor((rng.random(16) > 0.5).astype(np.int32))
for step in range(20):
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}", flush=True)
