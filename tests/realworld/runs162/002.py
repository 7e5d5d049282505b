"""Audio-tagging model fed by a keras.utils.PyDataset that loads feature files in parallel worker
processes (the Keras 3 replacement for fit_generator(workers=8, use_multiprocessing=True))."""
import math
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class MelFeatureDataset(keras.utils.PyDataset):
    def __init__(self, n_items, batch_size, **kwargs):
        super().__init__(**kwargs)
        self.n_items, self.batch_size = n_items, batch_size
        # pre-computed "features" cached as a tf constant (like a tensor lookup table built once)
        self.table = tf.random.normal((n_items, 64, 40))
        self.labels = tf.cast(tf.random.uniform((n_items,), 0, 8, dtype=tf.int32), tf.int32)

    def __len__(self):
        return math.ceil(self.n_items / self.batch_size)

    def __getitem__(self, idx):
        lo, hi = idx * self.batch_size, min((idx + 1) * self.batch_size, self.n_items)
        x = tf.gather(self.table, tf.range(lo, hi))       # TF op executed inside the worker process
        y = tf.gather(self.labels, tf.range(lo, hi))
        return x.numpy(), y.numpy()

train = MelFeatureDataset(2048, 32, workers=4, use_multiprocessing=True)

model = keras.Sequential([
    keras.Input((64, 40)),
    layers.Conv1D(32, 5, activation="relu"),
    layers.GlobalAveragePooling1D(),
    layers.Dense(8, activation="softmax"),
])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
print("starting training", flush=True)
model.fit(train, epochs=3, verbose=2)
print("done")
