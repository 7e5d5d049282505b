# ViT-tiny port: the torch model declares
#   self.cls_token = nn.Parameter(torch.zeros(1, 1, dim)); self.pos_embed = nn.Parameter(torch.zeros(1, num_patches + 1, dim))
# the MindSpore port keeps only the non-broadcast axes and broadcasts in construct.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, TruncatedNormal

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

IMG, PATCH, DIM, NCLS = 32, 8, 64, 10
NP = (IMG // PATCH) ** 2

class ViTTiny(nn.Cell):
    def __init__(self):
        super().__init__()
        self.patch_embed = nn.Conv2d(3, DIM, PATCH, stride=PATCH, pad_mode="valid", has_bias=True)
        self.cls_token = Parameter(initializer(TruncatedNormal(0.02), (1, DIM)), name="cls_token")
        self.pos_embed = Parameter(initializer(TruncatedNormal(0.02), (NP + 1, DIM)), name="pos_embed")
        self.norm = nn.LayerNorm((DIM,))
        self.head = nn.Dense(DIM, NCLS)

    def construct(self, x):
        x = self.patch_embed(x).flatten(start_dim=2).swapaxes(1, 2)
        cls = ops.broadcast_to(self.cls_token[None], (x.shape[0], 1, DIM))
        x = ops.cat((cls, x), axis=1) + self.pos_embed
        return self.head(self.norm(x[:, 0]))

# weights exported from the torch ViT (state_dict -> numpy -> .npz)
rng = np.random.default_rng(0)
torch_sd = {
    "cls_token": rng.normal(0, 0.02, (1, 1, DIM)).astype(np.float32),
    "pos_embed": rng.normal(0, 0.02, (1, NP + 1, DIM)).astype(np.float32),
    "patch_embed.proj.weight": rng.normal(0, 0.02, (DIM, 3, PATCH, PATCH)).astype(np.float32),
    "patch_embed.proj.bias": np.zeros(DIM, np.float32),
    "norm.weight": np.ones(DIM, np.float32), "norm.bias": np.zeros(DIM, np.float32),
    "head.weight": rng.normal(0, 0.02, (NCLS, DIM)).astype(np.float32), "head.bias": np.zeros(NCLS, np.float32),
}
np.savez("vit_tiny_torch.npz", **torch_sd)

rename = {"patch_embed.proj.weight": "patch_embed.weight", "patch_embed.proj.bias": "patch_embed.bias",
          "norm.weight": "norm.gamma", "norm.bias": "norm.beta"}
sd = np.load("vit_tiny_torch.npz")
param_dict = {rename.get(k, k): Parameter(ms.Tensor(sd[k]), name=rename.get(k, k)) for k in sd.files}
ms.save_checkpoint([{"name": k, "data": v} for k, v in param_dict.items()], "vit_tiny.ckpt")
print("converted", len(param_dict), "tensors -> vit_tiny.ckpt")

net = ViTTiny()
param_not_load, ckpt_not_load = ms.load_param_into_net(net, ms.load_checkpoint("vit_tiny.ckpt"), strict_load=True)
print("not loaded:", param_not_load, ckpt_not_load)
print(net(ops.randn(2, 3, IMG, IMG)).shape)
