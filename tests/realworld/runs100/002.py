# Binary/multi-class segmentation with a soft Dice loss ported from a torch repo.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_CLASSES = 3
H = W = 64

def make_data(n):
    rng = np.random.default_rng(0)
    imgs = rng.random((n, H, W, 1)).astype("float32")
    masks = np.zeros((n, H, W), dtype="int32")
    for i in range(n):
        r0, c0 = rng.integers(0, 32, 2)
        masks[i, r0:r0 + 24, c0:c0 + 24] = rng.integers(1, NUM_CLASSES)
        imgs[i, masks[i] > 0, 0] += 0.8
    return imgs, masks

def dice_loss(y_true, y_pred, smooth=1.0):
    # torch version: y_true is (B,H,W) index mask, y_pred is softmax (B,C,H,W)
    y_true = tf.cast(y_true, tf.float32)
    inter = tf.reduce_sum(y_true * y_pred, axis=(1, 2))
    denom = tf.reduce_sum(y_true, axis=(1, 2)) + tf.reduce_sum(y_pred, axis=(1, 2))
    return 1.0 - tf.reduce_mean((2.0 * inter + smooth) / (denom + smooth))

def unet_small():
    inp = keras.Input((H, W, 1))
    c1 = layers.Conv2D(16, 3, padding="same", activation="relu")(inp)
    p1 = layers.MaxPooling2D()(c1)
    c2 = layers.Conv2D(32, 3, padding="same", activation="relu")(p1)
    u1 = layers.UpSampling2D()(c2)
    m = layers.Concatenate()([u1, c1])
    c3 = layers.Conv2D(16, 3, padding="same", activation="relu")(m)
    out = layers.Conv2D(NUM_CLASSES, 1, activation="softmax")(c3)
    return keras.Model(inp, out, name="unet_small")

x, m = make_data(256)
print("images", x.shape, "masks", m.shape, m.dtype)
ds = tf.data.Dataset.from_tensor_slices((x, m)).shuffle(256).batch(8)
model = unet_small()
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=dice_loss)
model.fit(ds, epochs=3)
