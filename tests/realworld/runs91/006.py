# Fine-tune a ViT-tiny port at 384px from a checkpoint pre-trained at 224px
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
class TinyViT(nn.Cell):
    def __init__(self, img=224, patch=16, dim=64, n_cls=10):
        super().__init__()
        self.patch_embed = nn.Conv2d(3, dim, patch, patch, has_bias=True)
        n = (img // patch) ** 2
        self.cls_token = Parameter(ms.Tensor(np.zeros((1, 1, dim), np.float32)), name="cls_token")
        self.pos_embed = Parameter(ms.Tensor(np.random.randn(1, n + 1, dim).astype(np.float32) * .02), name="pos_embed")
        self.norm = nn.LayerNorm((dim,)); self.head = nn.Dense(dim, n_cls)
    def construct(self, x):
        x = self.patch_embed(x).flatten(start_dim=2).transpose(0, 2, 1)
        x = ops.cat([self.cls_token.tile((x.shape[0], 1, 1)), x], 1) + self.pos_embed
        return self.head(self.norm(x[:, 0]))
pre = TinyViT(img=224)
ms.save_checkpoint(pre, "vit_tiny_224.ckpt")
print("saved pretrained checkpoint vit_tiny_224.ckpt")
model = TinyViT(img=384, n_cls=10)   # fine-tune at higher resolution
params = ms.load_checkpoint("vit_tiny_224.ckpt")
not_loaded, _ = ms.load_param_into_net(model, params, strict_load=True)
print("not loaded:", not_loaded)
x = ms.Tensor(np.random.randn(2, 3, 384, 384).astype(np.float32))
print(model(x).shape)
