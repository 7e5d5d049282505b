# Old (TF 2.1 era) training script for a document-image classifier, run on a fresh TF install.
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers

print("tensorflow", tf.__version__, "keras", keras.__version__)

class DocBatches(keras.utils.Sequence):
    def __init__(self, n=640, batch_size=32):
        self.n, self.batch_size = n, batch_size
        self.rng = np.random.default_rng(0)
    def __len__(self):
        return self.n // self.batch_size
    def __getitem__(self, idx):
        x = self.rng.random((self.batch_size, 64, 64, 1), dtype=np.float32)
        y = self.rng.integers(0, 5, size=(self.batch_size,))
        return x, y

model = keras.Sequential([
    layers.Conv2D(16, 3, activation="relu", input_shape=(64, 64, 1)),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(5, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
history = model.fit_generator(DocBatches(), steps_per_epoch=20, epochs=5,
                              use_multiprocessing=False, workers=1)
