"""Fine-tune a MobileNetV2 backbone from an offline weights file (no internet on the training box)."""
import numpy as np
import keras
from keras import layers

WEIGHTS = "/home/user/project"
IMG = 96
# smaller width multiplier so it fits the edge device
base = keras.applications.MobileNetV2(input_shape=(IMG, IMG, 3), alpha=0.35, include_top=False, weights=WEIGHTS)
base.trainable = False

inp = keras.Input((IMG, IMG, 3))
x = keras.applications.mobilenet_v2.preprocess_input(inp)
x = base(x, training=False)
x = layers.GlobalAveragePooling2D()(x)
x = layers.Dropout(0.2)(x)
out = layers.Dense(5, activation="softmax")(x)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])

rng = np.random.default_rng(0)
x = rng.uniform(0, 255, size=(64, IMG, IMG, 3)).astype("float32")
y = rng.integers(0, 5, 64)
model.fit(x, y, batch_size=16, epochs=2)
