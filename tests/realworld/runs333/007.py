"""Mini ViT-style patch classifier ported from a PyTorch repo; the attention block keeps the repo's
fallback from the fused scaled-dot-product path to the explicit one. Trained in GRAPH_MODE."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
ms.set_device("CPU")
ms.set_seed(7)

class Attention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads, self.hd = heads, dim // heads
        self.qkv = nn.Dense(dim, dim * 3)
        self.proj = nn.Dense(dim, dim)
        self.softmax = nn.Softmax(-1)

    def explicit_attn(self, q, k, v):
        s = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.hd)
        return ops.matmul(self.softmax(s), v)

    def construct(self, x):
        b, n, c = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, self.hd).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        try:
            out = ops.flash_attention_score(q, k, v, self.heads, input_layout="BNSD")
        except (RuntimeError, TypeError):
            out = self.explicit_attn(q, k, v)
        return self.proj(out.transpose(0, 2, 1, 3).reshape(b, n, c))

class Block(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.n1, self.n2 = nn.LayerNorm((dim,)), nn.LayerNorm((dim,))
        self.attn = Attention(dim, heads)
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim))
    def construct(self, x):
        x = x + self.attn(self.n1(x))
        return x + self.mlp(self.n2(x))

class MiniViT(nn.Cell):
    def __init__(self, patch=4, img=16, dim=48, heads=4, depth=2, n_classes=4):
        super().__init__()
        self.patch_embed = nn.Conv2d(1, dim, patch, stride=patch, has_bias=True)
        self.pos = ms.Parameter(ops.zeros((1, (img // patch) ** 2, dim), ms.float32), name="pos")
        self.blocks = nn.SequentialCell([Block(dim, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, n_classes)
    def construct(self, x):
        x = self.patch_embed(x).flatten(start_dim=2).swapaxes(1, 2) + self.pos
        x = self.blocks(x)
        return self.head(self.norm(x).mean(1))

def gen():
    r = np.random.default_rng(0)
    for _ in range(640):
        y = r.integers(0, 4)
        img = r.normal(0, 0.5, (1, 16, 16)).astype(np.float32)
        img[0, (y // 2) * 8:(y // 2) * 8 + 8, (y % 2) * 8:(y % 2) * 8 + 8] += 1.0
        yield img, np.int32(y)

train = ds.GeneratorDataset(gen, ["image", "label"], shuffle=True).batch(32, drop_remainder=True)
net = MiniViT()
print(f"MiniViT params: {sum(p.size for p in net.trainable_params())}")
model = Model(net, nn.CrossEntropyLoss(), nn.AdamWeightDecay(net.trainable_params(), 1e-3, weight_decay=0.05))
model.train(3, train, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
