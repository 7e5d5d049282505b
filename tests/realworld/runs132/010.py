"""Keras 2-era augmentation generator (used with fit_generator + steps_per_epoch in the old script),
now passed to Keras 3 model.fit through tf.data.Dataset.from_generator."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(10)
N, ncls = 960, 3
y_all = rng.integers(0, ncls, size=N)
x_all = rng.normal(0, 0.3, size=(N, 24, 24, 1)).astype("float32")
for c in range(ncls):
    x_all[y_all == c, c*8:(c+1)*8, :, 0] += 1.0

def augment_batches(x, y, batch_size=32):
    """Endless random-flip/shift generator, exactly as in the Keras 2 script."""
    while True:
        idx = rng.integers(0, len(x), size=batch_size)
        xb = x[idx].copy()
        flip = rng.random(batch_size) < 0.5
        xb[flip] = xb[flip, :, ::-1]
        xb = np.roll(xb, rng.integers(-2, 3), axis=2)
        yield xb, y[idx]

train_ds = tf.data.Dataset.from_generator(
    lambda: augment_batches(x_all[:800], y_all[:800]),
    output_signature=(tf.TensorSpec((None, 24, 24, 1), tf.float32), tf.TensorSpec((None,), tf.int64)))

model = keras.Sequential([keras.Input(shape=(24, 24, 1)), layers.Conv2D(8, 3, activation="relu"),
                          layers.MaxPooling2D(), layers.Flatten(), layers.Dense(ncls, activation="softmax")])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
print("train samples: 800, batch 32 -> 25 steps per epoch expected")
model.fit(train_ds, validation_data=(x_all[800:], y_all[800:]), epochs=5)
print("training finished")
