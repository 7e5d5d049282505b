# Small CNN on synthetic "shapes" images, ported from a PyTorch tutorial
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
N = 3000
imgs = rng.normal(0, 0.3, size=(N, 16, 16, 1)).astype("float32")
labels = rng.integers(0, 3, N)
for i, l in enumerate(labels):
    if l == 0:
        imgs[i, 4:12, 7:9, 0] += 1.0   # vertical bar
    elif l == 1:
        imgs[i, 7:9, 4:12, 0] += 1.0   # horizontal bar
    else:
        imgs[i, 5:11, 5:11, 0] += 0.6  # square

train = tf.data.Dataset.from_tensor_slices((imgs[:2500], labels[:2500])).shuffle(2500, seed=0).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((imgs[2500:], labels[2500:])).batch(128)

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(3),
])
model.compile(keras.optimizers.Adam(2e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=6, verbose=2)
print("final val:", model.evaluate(val, verbose=0))
