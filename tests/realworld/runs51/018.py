# ViT patch embedding port: HF ViTPatchEmbeddings uses Conv2d(3, hidden, kernel=16, stride=16).
# The MindSpore port patchifies with reshape/transpose and a Dense (faster on our target), so the conv kernel
# (out, in, kh, kw) is flattened into the Dense weight (out, in*kh*kw).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(18)
C, P, IMG, HID = 3, 4, 16, 24
N = (IMG // P) ** 2

class PatchEmbed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(C * P * P, HID)
    def construct(self, pixel_values):                      # (B, C, H, W)
        b = pixel_values.shape[0]
        x = pixel_values.transpose(0, 2, 3, 1)               # NHWC
        x = x.reshape(b, IMG // P, P, IMG // P, P, C).transpose(0, 1, 3, 2, 4, 5)
        x = x.reshape(b, N, P * P * C)                      # each patch flattened as (kh, kw, c)
        return self.proj(x)

hf_sd = {"vit.embeddings.patch_embeddings.projection.weight": rng.normal(0, 0.1, (HID, C, P, P)).astype(np.float32),
         "vit.embeddings.patch_embeddings.projection.bias": rng.normal(0, 0.1, HID).astype(np.float32)}
w = hf_sd["vit.embeddings.patch_embeddings.projection.weight"].reshape(HID, -1)      # (out, in*kh*kw)
params = {"proj.weight": ms.Parameter(ms.Tensor(w), name="proj.weight"),
          "proj.bias": ms.Parameter(ms.Tensor(hf_sd["vit.embeddings.patch_embeddings.projection.bias"]), name="proj.bias")}
net = PatchEmbed()
print("not loaded / unused:", ms.load_param_into_net(net, params, strict_load=True))

px = rng.normal(0, 1, (2, C, IMG, IMG)).astype(np.float32)
def hf_conv_patch(px):   # Conv2d stride=kernel=P, then flatten(2).transpose(1, 2)
    k, b = hf_sd["vit.embeddings.patch_embeddings.projection.weight"], hf_sd["vit.embeddings.patch_embeddings.projection.bias"]
    out = np.zeros((px.shape[0], N, HID), np.float32)
    for i in range(IMG // P):
        for j in range(IMG // P):
            patch = px[:, :, i * P:(i + 1) * P, j * P:(j + 1) * P]
            out[:, i * (IMG // P) + j] = np.einsum("bchw,ochw->bo", patch, k) + b
    return out
ref = hf_conv_patch(px)
out = net(ms.Tensor(px)).asnumpy()
print(f"embeddings shape ms {out.shape} hf {ref.shape}")
print(f"max abs diff {np.abs(out - ref).max():.4f}, cosine similarity "
      f"{(out * ref).sum() / np.linalg.norm(out) / np.linalg.norm(ref):.4f}")
np.testing.assert_allclose(out, ref, atol=1e-4)
