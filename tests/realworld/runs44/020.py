# Parity check of a ported FPN upsampling block against reference activations dumped from the PyTorch model
# (torch: F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False)).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
x = rng.standard_normal((1, 4, 8, 8)).astype(np.float32)


def torch_bilinear_reference(a, scale=2):
    # what torch produced for the dumped batch (half-pixel source coordinates, align_corners=False)
    n, c, h, w = a.shape
    H, W = h * scale, w * scale
    ys = np.clip((np.arange(H) + 0.5) / scale - 0.5, 0, None)
    xs = np.clip((np.arange(W) + 0.5) / scale - 0.5, 0, None)
    y0 = np.floor(ys).astype(int); x0 = np.floor(xs).astype(int)
    y1 = np.minimum(y0 + 1, h - 1); x1 = np.minimum(x0 + 1, w - 1)
    wy = (ys - y0)[:, None]; wx = (xs - x0)[None, :]
    out = (a[:, :, y0][:, :, :, x0] * (1 - wy) * (1 - wx) + a[:, :, y0][:, :, :, x1] * (1 - wy) * wx
           + a[:, :, y1][:, :, :, x0] * wy * (1 - wx) + a[:, :, y1][:, :, :, x1] * wy * wx)
    return out.astype(np.float32)


ref = torch_bilinear_reference(x)
np.save("fpn_ref_020.npy", ref)

# MindSpore port of the upsample: TF-style resize op picked from the op list
resize = ops.ResizeBilinearV2()
out = resize(Tensor(x), (16, 16)).asnumpy()

diff = np.abs(out - ref)
print("output shape:", out.shape, "reference shape:", ref.shape)
print(f"max abs diff: {diff.max():.6f}  mean abs diff: {diff.mean():.6f}")
print("allclose(atol=1e-5):", np.allclose(out, ref, atol=1e-5))
print("first row port:", np.round(out[0, 0, 0, :6], 4))
print("first row ref :", np.round(ref[0, 0, 0, :6], 4))
