# Image-patch denoiser trained from a tf.data pipeline; the pipeline repeats forever (like
# an infinite torch sampler) and fit() is called with epochs only.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(10)
clean = rng.uniform(size=(1500, 28, 28, 1)).astype("float32")
noisy = np.clip(clean + 0.2 * rng.normal(size=clean.shape), 0, 1).astype("float32")

train = (tf.data.Dataset.from_tensor_slices((noisy, clean))
         .shuffle(1500).repeat().batch(32).prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.Conv2D(1, 3, padding="same", activation="sigmoid"),
])
model.compile(optimizer="adam", loss="mse")
model.fit(train, epochs=10)
model.save("/home/user/project/010_denoiser.keras")
