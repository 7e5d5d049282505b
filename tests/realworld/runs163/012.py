"""Port of a PyTorch feature-pyramid 'downsample branch' to JAX: F.interpolate(x, scale_factor=0.5,
mode='bilinear', align_corners=False) followed by a 1x1 conv. Parity check against activations dumped from
the torch model (reference recomputed here in float64 numpy with torch's interpolate semantics)."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn


def torch_bilinear_resize(x, out_h, out_w):
    """torch F.interpolate(mode='bilinear', align_corners=False, antialias=False) on NHWC."""
    n, h, w, c = x.shape

    def coords(out, inp):
        src = (np.arange(out) + 0.5) * (inp / out) - 0.5
        src = np.clip(src, 0, None)
        i0 = np.floor(src).astype(int)
        i0 = np.minimum(i0, inp - 1)
        i1 = np.minimum(i0 + 1, inp - 1)
        return i0, i1, src - i0

    y0, y1, wy = coords(out_h, h)
    x0, x1, wx = coords(out_w, w)
    top = x[:, y0][:, :, x0] * (1 - wx)[None, None, :, None] + x[:, y0][:, :, x1] * wx[None, None, :, None]
    bot = x[:, y1][:, :, x0] * (1 - wx)[None, None, :, None] + x[:, y1][:, :, x1] * wx[None, None, :, None]
    return top * (1 - wy)[None, :, None, None] + bot * wy[None, :, None, None]


class DownBranch(nn.Module):
    out_ch: int = 32

    @nn.compact
    def __call__(self, x):
        n, h, w, c = x.shape
        x = jax.image.resize(x, (n, h // 2, w // 2, c), method="bilinear")
        return nn.Conv(self.out_ch, (1, 1), name="proj")(x)


def main():
    rng = np.random.default_rng(0)
    feat = rng.normal(size=(2, 64, 64, 16))                     # C3 feature map dumped from torch (NHWC)
    w = rng.normal(size=(32, 16, 1, 1)) / 4.0                   # torch conv weight (O, I, kH, kW)
    b = rng.normal(size=(32,)) * 0.1
    ref = np.einsum("nhwc,oc->nhwo", torch_bilinear_resize(feat, 32, 32), w[:, :, 0, 0]) + b

    params = {"params": {"proj": {"kernel": jnp.asarray(w.transpose(2, 3, 1, 0), jnp.float32),
                                  "bias": jnp.asarray(b, jnp.float32)}}}
    out = np.asarray(DownBranch().apply(params, jnp.asarray(feat, jnp.float32)), np.float64)
    print(f"output shapes: jax {out.shape} torch {ref.shape}")
    diff = np.abs(out - ref)
    print(f"down_branch max_abs_diff={diff.max():.4e} mean_abs_diff={diff.mean():.4e} "
          f"allclose(atol=1e-4)={np.allclose(out, ref, atol=1e-4)}")


if __name__ == "__main__":
    main()
