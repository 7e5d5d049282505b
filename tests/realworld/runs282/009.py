"""Keyword-spotting style 1D-CNN on MFCC-like features; features and labels come from separate files."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_CLASSES = 4
rng = np.random.default_rng(8)
labels_np = rng.integers(0, NUM_CLASSES, size=3000).astype("int64")
templates = rng.normal(size=(NUM_CLASSES, 50, 13))
feats_np = (templates[labels_np] + 0.8 * rng.normal(size=(3000, 50, 13))).astype("float32")
np.save("mfcc.npy", feats_np)
np.save("labels.npy", labels_np)

feats = np.load("mfcc.npy")
labs = np.load("labels.npy")
print("features", feats.shape, "labels", labs.shape)

x_ds = tf.data.Dataset.from_tensor_slices(feats[:2500]).shuffle(2500)
y_ds = tf.data.Dataset.from_tensor_slices(labs[:2500]).shuffle(2500)
train_ds = tf.data.Dataset.zip((x_ds, y_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((feats[2500:], labs[2500:])).batch(250)

model = keras.Sequential([
    keras.Input((50, 13)),
    layers.Conv1D(32, 5, activation="relu", padding="same"),
    layers.MaxPooling1D(2),
    layers.Conv1D(64, 3, activation="relu", padding="same"),
    layers.GlobalMaxPooling1D(),
    layers.Dropout(0.2),
    layers.Dense(NUM_CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
