# Images and labels come from two separate files, combined with Dataset.zip
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(6)
N = 4000
y = rng.integers(0, 4, N)
centers = rng.normal(size=(4, 24)).astype("float32") * 2.0
x = (centers[y] + rng.normal(size=(N, 24))).astype("float32")
np.save("features.npy", x); np.save("labels.npy", y)

feats = tf.data.Dataset.from_tensor_slices(np.load("features.npy"))
labels = tf.data.Dataset.from_tensor_slices(np.load("labels.npy"))
train = tf.data.Dataset.zip((feats.take(3200).shuffle(3200, seed=0), labels.take(3200).shuffle(3200, seed=1)))
train = train.batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.zip((feats.skip(3200), labels.skip(3200))).batch(256)

model = keras.Sequential([keras.Input((24,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(4)])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=6, verbose=2)
