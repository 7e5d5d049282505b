# Load HF ViT weights (model.safetensors) into a MindSpore ViT port.
# The port's config was copied from the CLIP-L/14 vision tower (patch_size 14); the checkpoint is a ViT-B/16 style one.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

# ---- stand-in for the downloaded HF checkpoint folder (google/vit-base-patch16-224 layout, shrunk) ----
os.makedirs("vit_hf_008", exist_ok=True)
rng = np.random.default_rng(0)
HF_HIDDEN, HF_PATCH = 96, 16
hf = {
    "vit.embeddings.cls_token": rng.standard_normal((1, 1, HF_HIDDEN)).astype(np.float32),
    "vit.embeddings.position_embeddings": rng.standard_normal((1, 197, HF_HIDDEN)).astype(np.float32),
    "vit.embeddings.patch_embeddings.projection.weight": rng.standard_normal((HF_HIDDEN, 3, HF_PATCH, HF_PATCH)).astype(np.float32),
    "vit.embeddings.patch_embeddings.projection.bias": np.zeros(HF_HIDDEN, np.float32),
    "vit.layernorm.weight": np.ones(HF_HIDDEN, np.float32),
    "vit.layernorm.bias": np.zeros(HF_HIDDEN, np.float32),
}
save_file(hf, "vit_hf_008/model.safetensors")

# ---- MindSpore port ----
config = {"hidden_size": 96, "image_size": 224, "patch_size": 14, "num_channels": 3}


class ViTEmbeddings(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        n_patches = (cfg["image_size"] // cfg["patch_size"]) ** 2
        self.cls_token = ms.Parameter(ops.zeros((1, 1, cfg["hidden_size"]), ms.float32), name="cls_token")
        self.position_embeddings = ms.Parameter(ops.zeros((1, n_patches + 1, cfg["hidden_size"]), ms.float32),
                                                name="position_embeddings")
        self.projection = nn.Conv2d(cfg["num_channels"], cfg["hidden_size"], cfg["patch_size"],
                                    stride=cfg["patch_size"], pad_mode="valid", has_bias=True)

    def construct(self, pixel_values):
        x = self.projection(pixel_values).flatten(start_dim=2).swapaxes(1, 2)
        cls = ops.broadcast_to(self.cls_token, (x.shape[0], -1, -1))
        return ops.cat([cls, x], axis=1) + self.position_embeddings


class ViTModel(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embeddings = ViTEmbeddings(cfg)
        self.layernorm = nn.LayerNorm((cfg["hidden_size"],), epsilon=1e-12)

    def construct(self, pixel_values):
        return self.layernorm(self.embeddings(pixel_values))


def convert(hf_sd):
    out = {}
    for k, v in hf_sd.items():
        k = k.replace("vit.", "").replace("patch_embeddings.projection", "projection")
        k = k.replace("layernorm.weight", "layernorm.gamma").replace("layernorm.bias", "layernorm.beta")
        out[k] = ms.Parameter(ms.Tensor(v), name=k)
    return out


net = ViTModel(config)
params = convert(load_file("vit_hf_008/model.safetensors"))
for k, v in params.items():
    print(f"{k:45s} {tuple(v.shape)}")
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
print(net(ops.ones((1, 3, 224, 224), ms.float32)).shape)
