"""Cell segmentation: masks exported as 8-bit PNGs (0 background / 255 cell), tiny U-Net."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

root = "/home/user/project/cells"
os.makedirs(f"{root}/img", exist_ok=True); os.makedirs(f"{root}/mask", exist_ok=True)
rng = np.random.default_rng(1)
for i in range(48):
    img = rng.integers(0, 255, size=(64, 64, 3), dtype=np.uint8)
    m = np.zeros((64, 64, 1), np.uint8)
    cy, cx = rng.integers(16, 48, 2)
    yy, xx = np.mgrid[:64, :64]
    m[((yy - cy) ** 2 + (xx - cx) ** 2) < 100] = 255
    img[m[..., 0] > 0] //= 2
    tf.io.write_file(f"{root}/img/{i:03d}.png", tf.io.encode_png(img))
    tf.io.write_file(f"{root}/mask/{i:03d}.png", tf.io.encode_png(m))

def load(img_path, mask_path):
    img = tf.image.decode_png(tf.io.read_file(img_path), channels=3)
    img = tf.cast(img, tf.float32) / 255.0
    mask = tf.image.decode_png(tf.io.read_file(mask_path), channels=1)
    mask = tf.cast(mask, tf.int32)
    return img, mask

imgs = sorted(tf.io.gfile.glob(f"{root}/img/*.png"))
msks = sorted(tf.io.gfile.glob(f"{root}/mask/*.png"))
ds = tf.data.Dataset.from_tensor_slices((imgs, msks)).map(load).batch(8).prefetch(2)

def unet(num_classes=2):
    inp = keras.Input((64, 64, 3))
    c1 = layers.Conv2D(16, 3, padding="same", activation="relu")(inp)
    p1 = layers.MaxPooling2D()(c1)
    c2 = layers.Conv2D(32, 3, padding="same", activation="relu")(p1)
    u1 = layers.UpSampling2D()(c2)
    m = layers.Concatenate()([u1, c1])
    c3 = layers.Conv2D(16, 3, padding="same", activation="relu")(m)
    return keras.Model(inp, layers.Conv2D(num_classes, 1)(c3))

model = unet()
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3)
