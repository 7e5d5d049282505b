"""Transformer encoder block ported from a PyTorch ViT implementation (timm-style Attention),
trained on toy patch sequences in GRAPH_MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2)
rs = np.random.RandomState(2)

DIM, HEADS, TOKENS, N_CLS = 64, 4, 16, 5

class Attention(nn.Cell):
    def __init__(self, dim, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.scale = self.head_dim ** -0.5
        self.qkv = nn.Dense(dim, dim * 3)
        self.proj = nn.Dense(dim, dim)

    def construct(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        attn = ops.matmul(q, ops.transpose(k, -2, -1)) * self.scale
        attn = ops.softmax(attn, axis=-1)
        x = ops.transpose(ops.matmul(attn, v), 1, 2).reshape(B, N, C)
        return self.proj(x)

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.norm1 = nn.LayerNorm((DIM,))
        self.attn = Attention(DIM, HEADS)
        self.norm2 = nn.LayerNorm((DIM,))
        self.mlp = nn.SequentialCell(nn.Dense(DIM, DIM * 2), nn.GELU(), nn.Dense(DIM * 2, DIM))

    def construct(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))

class TinyViT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Dense(12, DIM)
        self.blocks = nn.CellList([Block() for _ in range(2)])
        self.norm = nn.LayerNorm((DIM,))
        self.head = nn.Dense(DIM, N_CLS)

    def construct(self, patches):
        x = self.embed(patches)
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x).mean(axis=1))

y = rs.randint(0, N_CLS, 800).astype(np.int32)
protos = rs.randn(N_CLS, TOKENS, 12).astype(np.float32)
x = (protos[y] + 0.5 * rs.randn(800, TOKENS, 12)).astype(np.float32)
train = ds.NumpySlicesDataset({"patches": x, "label": y}, shuffle=True).batch(32, drop_remainder=True)

net = TinyViT()
loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.05)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()

for epoch in range(3):
    for step, (p, l) in enumerate(train.create_tuple_iterator()):
        loss = train_net(p, l)
        if step % 5 == 0:
            print(f"Epoch: [{epoch}] [{step:>2}/{train.get_dataset_size()}]  loss: {loss.asnumpy():.4f}")
