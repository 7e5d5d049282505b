# Small CNN on generated images (port of a torchvision-style classifier), Keras fit.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(1)
rng = np.random.default_rng(1)
N = 2400
labels = rng.integers(0, 4, N)
imgs = rng.normal(0, 0.3, size=(N, 28, 28, 1)).astype("float32")
for i, c in enumerate(labels):   # class = which quadrant has a bright blob
    r, q = divmod(int(c), 2)
    imgs[i, r * 14 + 4:r * 14 + 10, q * 14 + 4:q * 14 + 10, 0] += 1.0
train = tf.data.Dataset.from_tensor_slices((imgs[:2000], labels[:2000])).shuffle(2000).batch(64).prefetch(2)
val = tf.data.Dataset.from_tensor_slices((imgs[2000:], labels[2000:])).batch(128)

model = keras.Sequential([
    keras.Input((28, 28, 1)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Flatten(),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(4),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
hist = model.fit(train, validation_data=val, epochs=4, verbose=2)
print("final val_accuracy:", round(hist.history["val_accuracy"][-1], 4))
