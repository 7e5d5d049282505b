# ViT-tiny port: torch model.half() imitated by casting the patch embeddings to float16 for speed,
# class token / position embedding Parameters left in float32 (torch .half() would have cast them too).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

class PatchEmbed(nn.Cell):
    def __init__(self, img=32, patch=8, dim=64):
        super().__init__()
        self.proj = nn.Conv2d(3, dim, patch, stride=patch, pad_mode="valid", has_bias=True)
    def construct(self, x):
        x = self.proj(x)                               # (B, D, 4, 4)
        return x.flatten(start_dim=2).swapaxes(1, 2)   # (B, 16, D)

class TinyViT(nn.Cell):
    def __init__(self, dim=64, ncls=10, half=True):
        super().__init__()
        self.half = half
        self.patch_embed = PatchEmbed(dim=dim)
        self.cls_token = Parameter(Tensor(np.zeros((1, 1, dim), np.float32)), name="cls_token")
        self.pos_embed = Parameter(Tensor(np.random.normal(0, 0.02, (1, 17, dim)).astype(np.float32)), name="pos_embed")
        self.blocks = nn.SequentialCell(nn.Dense(dim, dim), nn.GELU(), nn.Dense(dim, dim))
        self.head = nn.Dense(dim, ncls)
    def construct(self, x):
        x = self.patch_embed(x)
        if self.half:
            x = x.astype(ms.float16)
        cls = ops.broadcast_to(self.cls_token, (x.shape[0], -1, -1))
        x = ops.cat((cls, x), axis=1) + self.pos_embed
        x = self.blocks(x)
        return self.head(x[:, 0].astype(ms.float32))

rng = np.random.default_rng(0)
imgs = Tensor(rng.normal(size=(16, 3, 32, 32)).astype(np.float32))
labels = Tensor(rng.integers(0, 10, 16).astype(np.int32))
net = TinyViT()
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3)
gf = ms.value_and_grad(lambda a, b: nn.CrossEntropyLoss()(net(a), b), None, opt.parameters)
for step in range(5):
    loss, g = gf(imgs, labels); opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
