import numpy as np
import tensorflow as tf
import keras

# Image classifier; images and labels come from two separate files, as in the original torch Dataset
rng = np.random.default_rng(7)
N, C = 3000, 4
labels = rng.integers(0, C, size=N).astype("int32")
images = rng.normal(0, 1, size=(N, 16, 16, 1)).astype("float32")
for c in range(C):  # each class has a bright quadrant
    r, q = divmod(c, 2)
    images[labels == c, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8, 0] += 1.5

image_ds = tf.data.Dataset.from_tensor_slices(images).shuffle(N)
label_ds = tf.data.Dataset.from_tensor_slices(labels).shuffle(N)
train_ds = tf.data.Dataset.zip((image_ds, label_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((images[:500], labels[:500])).batch(100)

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    keras.layers.Conv2D(16, 3, activation="relu", padding="same"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, activation="relu", padding="same"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(C),
])
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
print("val:", model.evaluate(val_ds, verbose=0, return_dict=True))
