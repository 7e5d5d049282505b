# Parity test: Keras port of a torch downsampling block vs outputs dumped from the torch reference.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(42)
x_nchw = rng.standard_normal((2, 8, 16, 16)).astype("float32")
w_torch = (rng.standard_normal((16, 8, 3, 3)) * 0.1).astype("float32")   # nn.Conv2d(8, 16, 3, stride=2, padding=1)

# torch reference (conv2d, stride 2, padding=1, symmetric) computed with numpy, as dumped by the reference script
def torch_conv2d_ref(x, w, stride=2, pad=1):
    n, c, h, wd = x.shape
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    oh = (h + 2 * pad - 3) // stride + 1
    ow = (wd + 2 * pad - 3) // stride + 1
    out = np.zeros((n, w.shape[0], oh, ow), "float32")
    for i in range(oh):
        for j in range(ow):
            patch = xp[:, :, i * stride:i * stride + 3, j * stride:j * stride + 3]
            out[:, :, i, j] = np.einsum("nckl,ockl->no", patch, w)
    return out

ref = torch_conv2d_ref(x_nchw, w_torch)
print("torch reference output:", ref.shape)

conv = layers.Conv2D(16, 3, strides=2, padding="same", use_bias=False)   # padding=1 -> "same"
x_nhwc = np.transpose(x_nchw, (0, 2, 3, 1))
conv.build(x_nhwc.shape)
conv.set_weights([np.transpose(w_torch, (2, 3, 1, 0))])
out = keras.ops.convert_to_numpy(conv(x_nhwc))
out_nchw = np.transpose(out, (0, 3, 1, 2))
print("keras output:", out_nchw.shape)

diff = np.abs(out_nchw - ref)
print(f"max abs diff {diff.max():.5f}, mean abs diff {diff.mean():.5f}")
np.testing.assert_allclose(out_nchw, ref, rtol=1e-4, atol=1e-4)
print("parity OK")
