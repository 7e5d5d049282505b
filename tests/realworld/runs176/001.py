"""Tiny U-Net for binary blob segmentation (synthetic data), Keras 3."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(7)
H = W = 32

def make_data(n):
    imgs = np.zeros((n, H, W, 1), np.float32)
    masks = np.zeros((n, H, W), np.int32)
    yy, xx = np.mgrid[:H, :W]
    for i in range(n):
        cy, cx, r = np.random.randint(8, 24), np.random.randint(8, 24), np.random.randint(3, 8)
        m = (yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2
        masks[i] = m
        imgs[i, ..., 0] = m * 0.8 + np.random.normal(0, 0.2, (H, W))
    return imgs, masks

x_train, y_train = make_data(384)
x_val, y_val = make_data(96)

def conv_block(x, f):
    x = layers.Conv2D(f, 3, padding="same", activation="relu")(x)
    return layers.Conv2D(f, 3, padding="same", activation="relu")(x)

inp = keras.Input((H, W, 1))
c1 = conv_block(inp, 8)
p1 = layers.MaxPooling2D()(c1)
c2 = conv_block(p1, 16)
p2 = layers.MaxPooling2D()(c2)
b = conv_block(p2, 32)
u2 = layers.Conv2DTranspose(16, 2, strides=2, padding="same")(b)
c3 = conv_block(layers.Concatenate()([u2, c2]), 16)
u1 = layers.Conv2DTranspose(8, 2, strides=2, padding="same")(c3)
c4 = conv_block(layers.Concatenate()([u1, c1]), 8)
out = layers.Conv2D(2, 1)(c4)
model = keras.Model(inp, out, name="mini_unet")
model.summary()

model.compile(
    optimizer=keras.optimizers.Adam(3e-3),
    loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=["accuracy", keras.metrics.MeanIoU(num_classes=2, sparse_y_true=True, sparse_y_pred=False, name="miou")],
)
train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(384).batch(32).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(32)
hist = model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
print("final val_miou:", round(hist.history["val_miou"][-1], 4))
