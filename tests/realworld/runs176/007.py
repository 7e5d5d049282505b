"""Tabular activity classifier (6 classes) from sensor features; tf.data input built per column like our torch Dataset."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(5)
NUM_CLASSES, D = 6, 24
centers = np.random.normal(0, 2.0, (NUM_CLASSES, D)).astype("float32")
y_all = np.random.randint(0, NUM_CLASSES, 6000)
x_all = centers[y_all] + np.random.normal(0, 1.0, (6000, D)).astype("float32")
x_train, y_train, x_val, y_val = x_all[:5000], y_all[:5000], x_all[5000:], y_all[5000:]

norm = layers.Normalization()
norm.adapt(x_train)

def make_ds(x, y, training):
    feats = tf.data.Dataset.from_tensor_slices(x)
    targets = tf.data.Dataset.from_tensor_slices(y)
    if training:
        feats = feats.shuffle(len(x))
        targets = targets.shuffle(len(y))
    return tf.data.Dataset.zip((feats, targets)).batch(128).prefetch(tf.data.AUTOTUNE)

train_ds = make_ds(x_train, y_train, training=True)
val_ds = make_ds(x_val, y_val, training=False)

model = keras.Sequential([
    keras.Input((D,)),
    norm,
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(64, activation="relu"),
    layers.Dense(NUM_CLASSES, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
