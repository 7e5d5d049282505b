"""Parity test: Keras port of a torch stem (Conv2d(3, 16, 3, stride=2, padding=1)) against reference outputs.

The reference is the torch forward pass reproduced with explicit symmetric padding (pad 1 on every side),
using the same converted weights.
"""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(13)
w_torch = rng.normal(scale=0.2, size=(16, 3, 3, 3)).astype("float32")   # (out, in, kh, kw)
b_torch = rng.normal(scale=0.1, size=(16,)).astype("float32")
x_nchw = rng.normal(size=(4, 3, 64, 64)).astype("float32")

# reference: torch semantics, padding=1 on top/bottom/left/right
x_nhwc = np.transpose(x_nchw, (0, 2, 3, 1))
w_hwio = np.transpose(w_torch, (2, 3, 1, 0))
ref = tf.nn.conv2d(x_nhwc, w_hwio, strides=2, padding=[[0, 0], [1, 1], [1, 1], [0, 0]]) + b_torch
ref = tf.nn.relu(ref).numpy()

# port
stem = keras.Sequential([keras.Input((64, 64, 3)),
                         keras.layers.Conv2D(16, 3, strides=2, padding="same", activation="relu")])
stem.layers[0].set_weights([w_hwio, b_torch])
out = stem.predict(x_nhwc, verbose=0)

diff = np.abs(out - ref)
print(f"output shape keras {out.shape} reference {ref.shape}")
print(f"max abs diff {diff.max():.6f}  mean abs diff {diff.mean():.6f}")
print(f"elements over tol 1e-4: {(diff > 1e-4).sum()} / {diff.size}")
print("allclose(atol=1e-4):", np.allclose(out, ref, atol=1e-4))
