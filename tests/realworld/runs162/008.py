"""Digit-style classifier on synthetic 8x8 images; the input pipeline builds images and labels as two
tf.data pipelines (like two torch Datasets) and zips them."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
n, classes = 6000, 10
protos = rng.normal(size=(classes, 8, 8, 1)).astype("float32")
labels = rng.integers(0, classes, n)
images = protos[labels] + 0.6 * rng.normal(size=(n, 8, 8, 1)).astype("float32")

def make_ds(imgs, lbls, training):
    img_ds = tf.data.Dataset.from_tensor_slices(imgs)
    lbl_ds = tf.data.Dataset.from_tensor_slices(lbls)
    if training:
        img_ds = img_ds.shuffle(len(imgs))
        lbl_ds = lbl_ds.shuffle(len(lbls))
    return tf.data.Dataset.zip((img_ds, lbl_ds)).batch(64).prefetch(tf.data.AUTOTUNE)

train_ds = make_ds(images[:5000], labels[:5000], training=True)
val_ds = make_ds(images[5000:], labels[5000:], training=False)

model = keras.Sequential([
    keras.Input((8, 8, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(64, activation="relu"),
    layers.Dense(classes, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
