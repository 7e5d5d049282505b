# Image classifier on generated "shapes" images; tf.data port of a torch Dataset (images and labels read separately)
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(7)
N, S = 3000, 24
labels = rng.integers(0, 4, N)
imgs = rng.normal(0, 0.3, (N, S, S, 1)).astype("float32")
for k in range(N):  # class = which quadrant holds a bright square
    r, c = divmod(int(labels[k]), 2)
    imgs[k, r*12+3:r*12+9, c*12+3:c*12+9, 0] += 2.0

x_ds = tf.data.Dataset.from_tensor_slices(imgs).shuffle(N, seed=1)
y_ds = tf.data.Dataset.from_tensor_slices(labels).shuffle(N, seed=2)
train = tf.data.Dataset.zip((x_ds, y_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((imgs[:500], labels[:500])).batch(128)

model = keras.Sequential([
    keras.Input(shape=(S, S, 1)),
    layers.Conv2D(16, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dense(64, activation="relu"),
    layers.Dense(4),
])
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
