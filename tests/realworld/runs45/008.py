# HF-style encoder ported with the torch-like mindspore.mint API
# (torch: position_ids = torch.arange(seq_len, device=input_ids.device).unsqueeze(0))
import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class SelfAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4, dropout=0.1):
        super().__init__()
        self.heads, self.head_dim, self.dropout = heads, hidden // heads, dropout
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.out = nn.Dense(hidden, hidden)

    def construct(self, x):
        b, s, h = x.shape
        q, k, v = mint.chunk(self.qkv(x), 3, dim=-1)
        q = q.reshape(b, s, self.heads, self.head_dim).swapaxes(1, 2)
        k = k.reshape(b, s, self.heads, self.head_dim).swapaxes(1, 2)
        v = v.reshape(b, s, self.heads, self.head_dim).swapaxes(1, 2)
        scores = mint.matmul(q, k.swapaxes(-1, -2)) / (self.head_dim ** 0.5)
        probs = mint.nn.functional.softmax(scores, dim=-1)
        ctx = mint.matmul(probs, v).swapaxes(1, 2).reshape(b, s, h)
        return self.out(ctx)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(1000, 64)
        self.pos = nn.Embedding(128, 64)
        self.attn = SelfAttention()
        self.head = nn.Dense(64, 2)
    def construct(self, ids):
        position_ids = mint.arange(ids.shape[1]).unsqueeze(0)
        h = self.emb(ids) + self.pos(position_ids)
        return self.head(self.attn(h).mean(axis=1))

net = Classifier()
net.set_train()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, y: loss_fn(net(i), y), None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    ids = ms.Tensor(rng.integers(0, 1000, (8, 16)).astype(np.int32))
    y = ms.Tensor(rng.integers(0, 2, 8).astype(np.int32))
    loss, grads = grad_fn(ids, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
