"""Flowers classifier fed by a keras.utils.Sequence loader (code from a TF 2.4 tutorial)."""
import glob, math, os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

DATA_DIR = "/home/user/project/data/flowers"
classes = sorted(os.listdir(DATA_DIR))
files = [(p, i) for i, c in enumerate(classes) for p in sorted(glob.glob(f"{DATA_DIR}/{c}/*.png"))]

class FlowerSequence(keras.utils.Sequence):
    def __init__(self, items, batch_size=16):
        super().__init__()
        self.items, self.batch_size = items, batch_size
        self.on_epoch_end()

    def __len__(self):
        return math.ceil(len(self.items) / self.batch_size)

    def __getitem__(self, idx):
        chunk = self.items[idx * self.batch_size:(idx + 1) * self.batch_size]
        x = np.stack([tf.io.decode_png(tf.io.read_file(p), channels=3).numpy() for p, _ in chunk])
        y = np.array([l for _, l in chunk])
        return x.astype("float32") / 255.0, y

    def on_epoch_end(self):
        np.random.shuffle(self.items)

train_seq = FlowerSequence(files)
model = keras.Sequential([
    keras.Input((64, 64, 3)),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(len(classes), activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_seq, epochs=5, workers=4, use_multiprocessing=True, max_queue_size=20, verbose=2)
