"""Parity check: Flax port of a multi-scale (image-pyramid) denoiser vs. the PyTorch implementation.

The torch model builds its pyramid with F.interpolate(x, scale_factor=0.5, mode="bilinear",
align_corners=False).  Reference tensors below are produced by `torch_ref_*`, a line-by-line numpy
re-implementation of those torch ops (exported from the torch repo's unit tests).
"""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn

np.set_printoptions(precision=5, suppress=True)
rng = np.random.default_rng(0)
img = rng.uniform(0, 1, size=(2, 64, 64, 3)).astype(np.float32)
img += np.linspace(0, 1, 64, dtype=np.float32)[None, :, None, None]   # smooth ramp + texture

# ---------------- torch reference (numpy) ----------------
def torch_ref_interpolate_half(x):
    """F.interpolate(scale_factor=0.5, mode='bilinear', align_corners=False), NHWC."""
    n, h, w, c = x.shape
    out = np.empty((n, h // 2, w // 2, c), np.float32)
    for i in range(h // 2):
        sy = max((i + 0.5) * 2 - 0.5, 0); y0 = int(np.floor(sy)); y1 = min(y0 + 1, h - 1); ly = sy - y0
        for j in range(w // 2):
            sx = max((j + 0.5) * 2 - 0.5, 0); x0 = int(np.floor(sx)); x1 = min(x0 + 1, w - 1); lx = sx - x0
            out[:, i, j] = ((1 - ly) * ((1 - lx) * x[:, y0, x0] + lx * x[:, y0, x1])
                            + ly * ((1 - lx) * x[:, y1, x0] + lx * x[:, y1, x1]))
    return out

def torch_ref_pyramid(x, levels=3):
    pyr = [x]
    for _ in range(levels - 1):
        pyr.append(torch_ref_interpolate_half(pyr[-1]))
    return pyr

# ---------------- Flax port ----------------
def pyramid(x, levels=3):
    pyr = [x]
    for _ in range(levels - 1):
        n, h, w, c = pyr[-1].shape
        pyr.append(jax.image.resize(pyr[-1], (n, h // 2, w // 2, c), method="bilinear"))
    return pyr

class LevelEncoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3), padding=((1, 1), (1, 1)))(x))
        return nn.Conv(3, (3, 3), padding=((1, 1), (1, 1)))(x)

enc = LevelEncoder()
params = enc.init(jax.random.PRNGKey(0), jnp.ones((1, 8, 8, 3)))   # weights shared with torch export

ref_pyr = torch_ref_pyramid(img)
jax_pyr = pyramid(jnp.asarray(img))

print(f"{'level':<8}{'shape':<18}{'max_abs_diff':>14}{'mean_abs_diff':>15}  allclose(atol=1e-5)")
ok = True
for lvl, (r, j) in enumerate(zip(ref_pyr, jax_pyr)):
    d = np.abs(np.asarray(j) - r)
    close = np.allclose(np.asarray(j), r, atol=1e-5)
    ok &= close
    print(f"input_{lvl:<2}{str(r.shape):<18}{d.max():>14.4e}{d.mean():>15.4e}  {close}")
for lvl, (r, j) in enumerate(zip(ref_pyr, jax_pyr)):
    out_ref = enc.apply(params, jnp.asarray(r))
    out_jax = enc.apply(params, j)
    d = np.abs(np.asarray(out_jax) - np.asarray(out_ref))
    close = np.allclose(np.asarray(out_jax), np.asarray(out_ref), atol=1e-5)
    ok &= close
    print(f"feat_{lvl:<3}{str(out_ref.shape):<18}{d.max():>14.4e}{d.mean():>15.4e}  {close}")
print("sample level-1 pixel [0,0,0]: torch", ref_pyr[1][0, 0, 0], "flax", np.asarray(jax_pyr[1][0, 0, 0]))
print("parity:", "PASS" if ok else "FAIL (flax port does not reproduce the torch pyramid)")
