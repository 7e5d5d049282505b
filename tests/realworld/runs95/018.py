"""Resume a CNN+LSTM video-frame classifier from last week's .h5 checkpoint after adding a
projection layer before the classifier head."""
import os
import numpy as np
import keras
from keras import layers

os.makedirs("/home/user/project", exist_ok=True)
CKPT = "/home/user/project/018_frames_clf.h5"
rng = np.random.default_rng(18)
x = rng.normal(size=(64, 6, 16, 16, 1)).astype("float32")     # 6 frames of 16x16
y = rng.integers(0, 3, size=64)


def build(with_projection):
    inp = keras.Input((6, 16, 16, 1))
    h = layers.TimeDistributed(layers.Conv2D(8, 3, activation="relu"))(inp)
    h = layers.TimeDistributed(layers.GlobalAveragePooling2D())(h)
    h = layers.LSTM(32)(h)
    if with_projection:
        h = layers.Dense(32, activation="gelu")(h)
    out = layers.Dense(3)(h)
    return keras.Model(inp, out)


# last week's run
m0 = build(with_projection=False)
m0.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
m0.fit(x, y, epochs=1, verbose=2)
m0.save(CKPT)
print("checkpoint written:", CKPT)

# today's run
model = build(with_projection=True)
model.load_weights(CKPT)
model.compile(keras.optimizers.Adam(1e-4), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, epochs=2, verbose=2)
