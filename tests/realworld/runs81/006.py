# Patch dropout (random subset of patch tokens kept during training, as in the timm/FLIP torch code:
#   keep = torch.randperm(num_patches, device=x.device)[:num_keep]) ported with mindspore.mint.
import numpy as np
import mindspore as ms
from mindspore import nn, mint, ops, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class PatchDropoutViT(nn.Cell):
    def __init__(self, num_patches=16, dim=32, keep_ratio=0.5, ncls=4):
        super().__init__()
        self.proj = nn.Dense(48, dim)
        self.pos = Parameter(Tensor(np.random.normal(0, 0.02, (1, num_patches, dim)).astype(np.float32)), name="pos")
        self.num_keep = int(num_patches * keep_ratio)
        self.num_patches = num_patches
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim), nn.ReLU())
        self.head = nn.Dense(dim, ncls)
    def construct(self, patches):
        x = self.proj(patches) + self.pos
        if self.training:
            keep = mint.randperm(self.num_patches)[:self.num_keep]
            x = x[:, keep]
        return self.head(self.mlp(x).mean(1))

rng = np.random.default_rng(0)
patches = rng.normal(size=(64, 16, 48)).astype(np.float32)
labels = rng.integers(0, 4, 64).astype(np.int32)
net = PatchDropoutViT()
net.set_train()
opt = nn.Adam(net.trainable_params(), 1e-3)
gf = ms.value_and_grad(lambda a, b: nn.CrossEntropyLoss()(net(a), b), None, opt.parameters)
for step in range(8):
    loss, g = gf(Tensor(patches[step * 8:(step + 1) * 8]), Tensor(labels[step * 8:(step + 1) * 8]))
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
