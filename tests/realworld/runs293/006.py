# Image classifier on generated 16x16 "shapes"; features and labels stored in separate arrays (like separate HF columns).
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(6)
N, NCLS = 4000, 4
labels = rng.integers(0, NCLS, size=N).astype("int32")
imgs = rng.normal(scale=0.3, size=(N, 16, 16, 1)).astype("float32")
for i, c in enumerate(labels):
    if c == 0: imgs[i, 4:12, 4:12] += 1.0
    elif c == 1: imgs[i, :, 7:9] += 1.0
    elif c == 2: imgs[i, 7:9, :] += 1.0
    else: imgs[i] += np.eye(16)[:, :, None]

n_train = 3200
img_ds = tf.data.Dataset.from_tensor_slices(imgs[:n_train]).shuffle(n_train, seed=1)
lbl_ds = tf.data.Dataset.from_tensor_slices(labels[:n_train]).shuffle(n_train, seed=2)
train_ds = tf.data.Dataset.zip((img_ds, lbl_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((imgs[n_train:], labels[n_train:])).batch(128)

model = keras.Sequential([
    keras.Input(shape=(16, 16, 1)),
    keras.layers.Conv2D(16, 3, activation="relu", padding="same"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, activation="relu", padding="same"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(NCLS),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
