"""Parity check of the ported stem (Conv 3x3 stride 2, padding=1 in PyTorch) against the reference forward pass.

The reference activations were produced by the torch model; here the torch Conv2d(3, 8, 3, stride=2, padding=1)
forward is reproduced in numpy with the exported weights so the check runs without torch installed.
"""
import logging
import numpy as np
import keras
from keras import layers

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s port_stem - %(message)s")
log = logging.getLogger()

rng = np.random.default_rng(13)
W_torch = rng.normal(scale=0.2, size=(8, 3, 3, 3)).astype("float32")   # (out, in, kh, kw)
b_torch = rng.normal(scale=0.1, size=(8,)).astype("float32")
x_nchw = rng.normal(size=(2, 3, 32, 32)).astype("float32")

def torch_conv2d_ref(x, w, b, stride=2, pad=1):
    x = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    n, c, h, wd = x.shape
    o, _, kh, kw = w.shape
    oh, ow = (h - kh) // stride + 1, (wd - kw) // stride + 1
    out = np.zeros((n, o, oh, ow), np.float32)
    for i in range(oh):
        for j in range(ow):
            patch = x[:, :, i*stride:i*stride+kh, j*stride:j*stride+kw]
            out[:, :, i, j] = np.einsum("nchw,ochw->no", patch, w) + b
    return out

ref = torch_conv2d_ref(x_nchw, W_torch, b_torch)
log.info("reference output shape %s", ref.shape)

stem = keras.Sequential([keras.Input(shape=(32, 32, 3)),
                         layers.Conv2D(8, 3, strides=2, padding="same", name="stem_conv")])
stem.get_layer("stem_conv").set_weights([W_torch.transpose(2, 3, 1, 0), b_torch])
log.info("loaded torch weights into stem_conv (OIHW -> HWIO)")

out = stem.predict(x_nchw.transpose(0, 2, 3, 1), verbose=0).transpose(0, 3, 1, 2)
log.info("keras output shape %s", out.shape)
diff = np.abs(out - ref)
log.info("parity vs torch reference: max abs diff %.3e, mean abs diff %.3e", diff.max(), diff.mean())
log.info("rows/cols with diff > 1e-4: %d of %d", int((diff.max(axis=(0, 1)) > 1e-4).sum()), diff.shape[2] * diff.shape[3])
log.info("export finished: writing stem.weights.h5")
