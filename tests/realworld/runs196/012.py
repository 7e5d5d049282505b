"""Sensor-window classifier fed by a tf.data pipeline (windows -> shuffle -> repeat -> batch)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(9)
rng = np.random.default_rng(9)
signal = rng.normal(size=(20000, 3)).astype("float32")
labels = (np.convolve(signal[:, 0], np.ones(25) / 25, mode="same") > 0).astype("int32")

WIN, BATCH = 50, 64

def make_dataset(sig, lab):
    ds = tf.data.Dataset.from_tensor_slices((sig, lab))
    ds = ds.window(WIN, shift=10, drop_remainder=True)
    ds = ds.flat_map(lambda s, l: tf.data.Dataset.zip((s.batch(WIN), l.batch(WIN))))
    ds = ds.map(lambda s, l: (s, l[-1]))
    ds = ds.shuffle(2000).repeat().batch(BATCH).prefetch(tf.data.AUTOTUNE)
    return ds

train_ds = make_dataset(signal[:16000], labels[:16000])
val_ds = make_dataset(signal[16000:], labels[16000:])

model = keras.Sequential([
    keras.Input(shape=(WIN, 3)),
    layers.Conv1D(32, 5, activation="relu"),
    layers.GlobalAveragePooling1D(),
    layers.Dense(2, activation="softmax"),
])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5,
          callbacks=[keras.callbacks.ModelCheckpoint("/home/user/project/sensor_best.keras", save_best_only=True)])
print("training finished")
