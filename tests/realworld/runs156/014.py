"""Small diffusion-style UNet denoiser ported from PyTorch. Every block uses
GroupNorm(32, C) as in the original ResBlock; channel widths were cut down
from (128, 256) to (48, 96) to fit the laptop."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CH = (48, 96)
GROUPS = 32


def res_block(x, ch):
    h = layers.GroupNormalization(groups=GROUPS)(x)
    h = layers.Activation("swish")(h)
    h = layers.Conv2D(ch, 3, padding="same")(h)
    h = layers.GroupNormalization(groups=GROUPS)(h)
    h = layers.Activation("swish")(h)
    h = layers.Conv2D(ch, 3, padding="same")(h)
    if x.shape[-1] != ch:
        x = layers.Conv2D(ch, 1)(x)
    return layers.Add()([x, h])


inp = keras.Input(shape=(32, 32, 3))
x = layers.Conv2D(CH[0], 3, padding="same")(inp)
s1 = res_block(x, CH[0])
x = layers.AveragePooling2D()(s1)
x = res_block(x, CH[1])
x = layers.UpSampling2D()(x)
x = layers.Concatenate()([x, s1])
x = res_block(x, CH[0])
out = layers.Conv2D(3, 3, padding="same")(x)
model = keras.Model(inp, out, name="unet_small")

rng = np.random.default_rng(0)
clean = rng.random((256, 32, 32, 3)).astype("float32")
noisy = clean + 0.1 * rng.normal(size=clean.shape).astype("float32")
model.compile(optimizer=keras.optimizers.Adam(2e-4), loss="mse")
model.fit(noisy, clean, batch_size=16, epochs=2)
