"""Binary road segmentation: small conv encoder + 1x1 classifier head (port of a torchvision FCN head)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
N, H, W = 128, 64, 64
images = rng.uniform(0, 1, size=(N, H, W, 3)).astype("float32")
masks = (images[..., 1] > 0.55).astype("int32")          # (N, H, W) class ids

ds = tf.data.Dataset.from_tensor_slices((images, masks)).shuffle(128).batch(16)

def build(num_classes=2):
    inp = keras.Input((H, W, 3))
    x = layers.Conv2D(32, 3, padding="same", activation="relu")(inp)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(64, 3, padding="same", activation="relu")(x)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(128, 3, padding="same", activation="relu")(x)
    # torch FCNHead output is upsampled with F.interpolate in forward() of the wrapper; the head itself:
    logits = layers.Conv2D(num_classes, 1)(x)
    return keras.Model(inp, logits, name="fcn_small")

model = build()
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=2)
