# Port of a PyTorch mini transformer block (with a fused-attention fallback) trained in graph mode
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

class SelfAttention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.proj = nn.Dense(dim, dim)
        self.scale = self.head_dim ** -0.5
    def construct(self, x):
        b, s, d = x.shape
        qkv = self.qkv(x).reshape(b, s, 3, self.heads, self.head_dim).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        try:
            out = ops.flash_attention_score(q, k, v, self.heads, scalar_value=self.scale)
        except (RuntimeError, TypeError):
            attn = mint.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, dim=-1)
            out = ops.matmul(attn, v)
        out = out.transpose(0, 2, 1, 3).reshape(b, s, d)
        return self.proj(out)

class Block(nn.Cell):
    def __init__(self, dim=32, heads=4):
        super().__init__()
        self.ln1 = nn.LayerNorm((dim,))
        self.attn = SelfAttention(dim, heads)
        self.ln2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell(nn.Dense(dim, 4 * dim), nn.GELU(), nn.Dense(4 * dim, dim))
    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))

class SeqClassifier(nn.Cell):
    def __init__(self, vocab=100, dim=32, n_cls=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.block = Block(dim)
        self.head = nn.Dense(dim, n_cls)
    def construct(self, ids):
        return self.head(self.block(self.emb(ids)).mean(1))

rng = np.random.default_rng(0)
ids = rng.integers(0, 100, size=(320, 24)).astype(np.int32)
labels = (ids[:, 0] % 3).astype(np.int32)
train = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(32)

net = SeqClassifier()
net_with_loss = nn.WithLossCell(net, nn.CrossEntropyLoss())
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
train_net = nn.TrainOneStepCell(net_with_loss, opt)
train_net.set_train()
for epoch in range(2):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_net(x, y)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
