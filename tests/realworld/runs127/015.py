"""Port of an albumentations pipeline to Keras preprocessing layers for a
retail shelf-image classifier on an EfficientNetB0 backbone.
albumentations: HorizontalFlip(), Rotate(limit=15), RandomBrightnessContrast(0.2, 1.5)"""
import numpy as np
import keras
from keras import layers

IMG, N_CLASSES = 128, 8
rng = np.random.default_rng(0)
x = rng.integers(0, 256, (256, IMG, IMG, 3)).astype("float32")
y = rng.integers(0, N_CLASSES, 256)

augment = keras.Sequential([
    layers.RandomFlip("horizontal"),
    layers.RandomRotation(15 / 360),
    layers.RandomBrightness(0.2),
    layers.RandomContrast(1.5),          # contrast_limit from the albumentations config
], name="augment")

backbone = keras.applications.EfficientNetB0(include_top=False, weights=None, input_shape=(IMG, IMG, 3))
backbone.trainable = False
inp = keras.Input((IMG, IMG, 3))
h = augment(inp)
h = backbone(h, training=False)
h = layers.GlobalAveragePooling2D()(h)
out = layers.Dense(N_CLASSES, activation="softmax")(h)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=2, verbose=2)
