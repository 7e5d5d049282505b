# Transfer learning on grayscale chest X-ray crops with an ImageNet ResNet50 backbone
import numpy as np
import keras
from keras import layers

IMG = 128
rng = np.random.default_rng(0)
x = rng.uniform(size=(64, IMG, IMG, 1)).astype("float32")
y = rng.integers(0, 2, size=64)

base = keras.applications.ResNet50(include_top=False, weights="imagenet",
                                   input_shape=(IMG, IMG, 1), pooling="avg")
base.trainable = False
inp = keras.Input((IMG, IMG, 1))
h = base(inp, training=False)
out = layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=2, batch_size=16)
