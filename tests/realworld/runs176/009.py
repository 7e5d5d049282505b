"""Fully-convolutional U-Net (any input size) for road segmentation; trained on 100x100 crops
(torch version used F.interpolate(size=skip.shape[2:]) before torch.cat - dropped in the port)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(4)
CROP = 100

def block(x, f):
    x = layers.Conv2D(f, 3, padding="same", activation="relu")(x)
    x = layers.BatchNormalization()(x)
    return layers.Conv2D(f, 3, padding="same", activation="relu")(x)

def build_unet(num_classes=2, base=8):
    inp = keras.Input((None, None, 3), name="image")
    skips, x = [], inp
    for i in range(3):
        x = block(x, base * 2 ** i)
        skips.append(x)
        x = layers.MaxPooling2D(2)(x)
    x = block(x, base * 8)
    for i in reversed(range(3)):
        x = layers.Conv2DTranspose(base * 2 ** i, 2, strides=2, padding="same")(x)
        x = layers.Concatenate(axis=-1)([x, skips[i]])
        x = block(x, base * 2 ** i)
    return keras.Model(inp, layers.Conv2D(num_classes, 1)(x), name="unet")

model = build_unet()
model.summary(line_length=100)

imgs = np.random.rand(64, CROP, CROP, 3).astype("float32")
masks = (imgs.mean(-1) > 0.5).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((imgs, masks)).shuffle(64).batch(8)

model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2)
