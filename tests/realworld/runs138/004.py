"""Sensor-activity classifier (6 accelerometer channels x 50 steps -> 4 activities), tf.data input pipeline."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(3)
N_TRAIN, N_VAL, T, C, K = 4000, 800, 50, 6, 4
centers = rng.normal(scale=1.0, size=(K, C)).astype("float32")

def make(n):
    y = rng.integers(0, K, size=n)
    t = np.linspace(0, 2 * np.pi, T, dtype="float32")
    x = centers[y][:, None, :] * np.sin(t)[None, :, None] * 2.0
    x += rng.normal(scale=0.8, size=(n, T, C)).astype("float32")
    return x.astype("float32"), y.astype("int64")

x_tr, y_tr = make(N_TRAIN)
x_va, y_va = make(N_VAL)

BATCH = 64
windows = tf.data.Dataset.from_tensor_slices(x_tr).shuffle(2048, reshuffle_each_iteration=True)
labels = tf.data.Dataset.from_tensor_slices(y_tr).shuffle(2048, reshuffle_each_iteration=True)
train_ds = tf.data.Dataset.zip((windows, labels)).batch(BATCH).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(BATCH)

model = keras.Sequential([
    keras.Input((T, C)),
    layers.Conv1D(32, 5, activation="relu"),
    layers.Conv1D(32, 5, activation="relu"),
    layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(K, activation="softmax"),
], name="har_cnn")
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"val loss {loss:.4f}  val accuracy {acc:.4f}")
