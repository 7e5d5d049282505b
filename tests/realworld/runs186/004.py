"""Binary segmentation (foreground/background) with a tiny U-Net.
Masks come from 8-bit PNG exports (0 = background, 255 = foreground)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

H = W = 48
rng = np.random.default_rng(7)


def make_sample():
    img = rng.normal(0.0, 0.1, (H, W, 1)).astype("float32")
    mask = np.zeros((H, W, 1), dtype="uint8")
    cy, cx, r = rng.integers(12, 36, 2).tolist() + [int(rng.integers(5, 11))]
    yy, xx = np.mgrid[:H, :W]
    disk = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
    mask[disk] = 255
    img[disk] += 0.8
    return img, mask


pairs = [make_sample() for _ in range(320)]
images = np.stack([p[0] for p in pairs])
masks = np.stack([p[1] for p in pairs])
print("images", images.shape, images.dtype, "masks", masks.shape, masks.dtype,
      "mask values", np.unique(masks))


def load(img, mask):
    return img, tf.cast(mask, tf.float32)


ds = tf.data.Dataset.from_tensor_slices((images, masks))
train_ds = ds.take(256).shuffle(256).map(load).batch(16)
val_ds = ds.skip(256).map(load).batch(16)


def block(x, f):
    x = layers.Conv2D(f, 3, padding="same", activation="relu")(x)
    return layers.Conv2D(f, 3, padding="same", activation="relu")(x)


inp = keras.Input((H, W, 1))
c1 = block(inp, 16)
p1 = layers.MaxPooling2D()(c1)
c2 = block(p1, 32)
p2 = layers.MaxPooling2D()(c2)
b = block(p2, 64)
u2 = layers.Concatenate()([layers.UpSampling2D()(b), c2])
c3 = block(u2, 32)
u1 = layers.Concatenate()([layers.UpSampling2D()(c3), c1])
c4 = block(u1, 16)
out = layers.Conv2D(1, 1, activation="sigmoid")(c4)
model = keras.Model(inp, out, name="unet_small")
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="binary_crossentropy",
              metrics=["binary_accuracy", keras.metrics.BinaryIoU(target_class_ids=[1])])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
