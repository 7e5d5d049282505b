"""Tiny ViT-style encoder ported from PyTorch. The [CLS] token and the positional embeddings are
broadcast to the batch with torch's Tensor.repeat."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
from mindspore.common.initializer import TruncatedNormal, initializer

ms.set_seed(0)

class PatchEmbed(nn.Cell):
    def __init__(self, img=16, patch=4, dim=32):
        super().__init__()
        self.proj = nn.Conv2d(3, dim, patch, stride=patch, has_bias=True, pad_mode="valid")
        self.n = (img // patch) ** 2
    def construct(self, x):
        x = self.proj(x)                       # B, D, H, W
        return x.flatten(start_dim=2).transpose(0, 2, 1)

class TinyViT(nn.Cell):
    def __init__(self, dim=32, depth=2, n_cls=5):
        super().__init__()
        self.patch = PatchEmbed(dim=dim)
        self.cls_token = Parameter(initializer(TruncatedNormal(0.02), (1, 1, dim)), name="cls_token")
        self.pos = Parameter(initializer(TruncatedNormal(0.02), (1, self.patch.n + 1, dim)), name="pos")
        self.blocks = nn.CellList([nn.TransformerEncoderLayer(dim, 4, dim * 2, batch_first=True) for _ in range(depth)])
        self.norm = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, n_cls)
    def construct(self, x):
        b = x.shape[0]
        x = self.patch(x)
        cls = self.cls_token.repeat(b, 1, 1)    # torch: self.cls_token.expand(B, -1, -1) / repeat(B, 1, 1)
        x = ops.concat((cls, x), axis=1) + self.pos
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x[:, 0]))

net = TinyViT()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.05)
loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(1, 6):
    x = Tensor(rng.normal(size=(8, 3, 16, 16)).astype(np.float32))
    y = Tensor(rng.integers(0, 5, 8).astype(np.int32))
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} | loss {loss.asnumpy():.4f}")
