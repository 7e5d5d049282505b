# tf.data input pipeline for a tabular classifier (port of a torch DataLoader with shuffle=True)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(8)
N, D, C = 6000, 24, 5
centers = rng.normal(0, 2.0, (C, D))
labels = rng.integers(0, C, N)
feats = (centers[labels] + rng.normal(0, 1.0, (N, D))).astype("float32")
xtr, ytr, xva, yva = feats[:5000], labels[:5000], feats[5000:], labels[5000:]

features_ds = tf.data.Dataset.from_tensor_slices(xtr).shuffle(5000, reshuffle_each_iteration=True)
labels_ds = tf.data.Dataset.from_tensor_slices(ytr).shuffle(5000, reshuffle_each_iteration=True)
train_ds = tf.data.Dataset.zip((features_ds, labels_ds)).batch(128).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((xva, yva)).batch(256)
for xb, yb in train_ds.take(1):
    print("batch shapes", xb.shape, yb.shape)

model = keras.Sequential([keras.Input((D,)), layers.Dense(128, activation="relu"), layers.Dropout(0.1),
                          layers.Dense(64, activation="relu"), layers.Dense(C)])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
