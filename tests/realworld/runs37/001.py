# ViT embeddings ported from HF. torch prepended the class token after expanding it over the batch:
#     cls_tokens = self.cls_token.expand(batch_size, -1, -1)
#     embeddings = torch.cat((cls_tokens, embeddings), dim=1)
# The port dropped the expand and concatenates the (1, 1, hidden) Parameter with the (batch, patches, hidden) tensor.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.common.initializer import initializer, TruncatedNormal

class ViTEmbeddings(nn.Cell):
    def __init__(self, image_size=32, patch_size=8, channels=3, hidden=64):
        super().__init__()
        self.num_patches = (image_size // patch_size) ** 2
        self.patch_embed = nn.Conv2d(channels, hidden, patch_size, stride=patch_size, has_bias=True)
        self.cls_token = Parameter(initializer(TruncatedNormal(0.02), (1, 1, hidden), ms.float32), name="cls_token")
        self.position_embeddings = Parameter(initializer(TruncatedNormal(0.02), (1, self.num_patches + 1, hidden),
                                                         ms.float32), name="position_embeddings")
    def construct(self, pixel_values):
        x = self.patch_embed(pixel_values)               # (B, hidden, H/p, W/p)
        b, c = x.shape[0], x.shape[1]
        x = x.reshape(b, c, -1).swapaxes(1, 2)           # (B, patches, hidden)
        x = ops.cat((self.cls_token, x), axis=1)         # torch: cls_token.expand(B, -1, -1)
        return x + self.position_embeddings

emb = ViTEmbeddings()
pixels = Tensor(np.random.rand(4, 3, 32, 32).astype(np.float32))
print("pixel_values", pixels.shape)
out = emb(pixels)
print("embeddings", out.shape)
