"""Age regression from face crops.  Started from our smile/no-smile binary
classifier script and swapped the labels for the age column (years).
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(21)
N = 1200
age = rng.uniform(18, 85, size=(N,)).astype("float32")
faces = rng.normal(0, 1, size=(N, 48, 48, 3)).astype("float32")
faces[:, 20:28, :, :] += (age[:, None, None, None] - 50) / 20.0   # "wrinkle" band correlates with age

train = tf.data.Dataset.from_tensor_slices((faces[:1000], age[:1000])).shuffle(1000).batch(32).prefetch(2)
val = tf.data.Dataset.from_tensor_slices((faces[1000:], age[1000:])).batch(64).cache()

backbone = keras.Sequential([
    layers.Conv2D(32, 3, padding="same", activation="relu"), layers.BatchNormalization(), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, padding="same", activation="relu"), layers.BatchNormalization(), layers.MaxPooling2D(),
    layers.Conv2D(128, 3, padding="same", activation="relu"), layers.GlobalAveragePooling2D(),
], name="backbone")

inp = keras.Input((48, 48, 3))
feat = backbone(inp)
feat = layers.Dropout(0.3)(feat)
out = layers.Dense(1, activation="sigmoid", name="head")(feat)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(3e-4), loss="mse",
              metrics=[keras.metrics.MeanAbsoluteError(name="mae_years")])
model.summary()
model.fit(train, validation_data=val, epochs=8, verbose=2,
          callbacks=[keras.callbacks.ReduceLROnPlateau(patience=2, factor=0.5, verbose=1)])
print("val:", model.evaluate(val, verbose=0))
