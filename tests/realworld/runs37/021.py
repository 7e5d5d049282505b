# Healthy twin of 001: ViT embeddings with the class token broadcast over the batch
# (ops.broadcast_to(cls_token, (B, -1, -1)), as torch cls_token.expand(B, -1, -1)); a tiny ViT-style
# classifier trained for a few steps on synthetic images.
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
        x = self.patch_embed(pixel_values)
        b, c = x.shape[0], x.shape[1]
        x = x.reshape(b, c, -1).swapaxes(1, 2)
        cls = ops.broadcast_to(self.cls_token, (b, -1, -1))
        x = ops.cat((cls, x), axis=1)
        return x + self.position_embeddings

class TinyViT(nn.Cell):
    def __init__(self, hidden=64, classes=2):
        super().__init__()
        self.emb = ViTEmbeddings(hidden=hidden)
        self.norm = nn.LayerNorm((hidden,), epsilon=1e-6)
        self.mlp = nn.SequentialCell(nn.Dense(hidden, 2 * hidden), nn.GELU(approximate=False), nn.Dense(2 * hidden, hidden))
        self.head = nn.Dense(hidden, classes)
    def construct(self, x):
        h = self.emb(x)
        h = h + self.mlp(self.norm(h))
        return self.head(h.mean(1))

rng = np.random.default_rng(0)
y_all = rng.integers(0, 2, 64).astype(np.int32)
x_all = rng.random((64, 3, 32, 32)).astype(np.float32) * 0.5
x_all[y_all == 1, 0] += 0.3

net = TinyViT()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step in range(60):
    idx = rng.choice(64, 16, replace=False)
    loss, grads = grad_fn(Tensor(x_all[idx]), Tensor(y_all[idx]))
    opt(grads)
    if step % 10 == 9:
        print(f"step {step + 1:2d} loss {float(loss.asnumpy()):.3e}")
acc = (net(Tensor(x_all)).argmax(-1).asnumpy() == y_all).mean()
print(f"train accuracy {acc:.3f}")
