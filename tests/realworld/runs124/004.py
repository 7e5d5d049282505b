"""Text classifier with a custom callback that logs the learning rate per epoch (callback code copied from a TF 2.4 project)."""
import numpy as np
import keras
from keras import layers
from keras import backend as K

VOCAB, SEQ, CLASSES = 2000, 40, 4
rng = np.random.default_rng(1)
x = rng.integers(1, VOCAB, size=(1600, SEQ))
y = (x[:, :5].mean(axis=1) // (VOCAB / CLASSES)).astype("int32")


class LRLogger(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        lr = float(K.get_value(self.model.optimizer.lr))
        logs = logs or {}
        logs["lr"] = lr
        print(f"\nepoch {epoch + 1}: lr={lr:.2e}")


model = keras.Sequential([
    keras.Input(shape=(SEQ,), dtype="int32"),
    layers.Embedding(VOCAB, 32),
    layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=5, validation_split=0.1,
          callbacks=[LRLogger(), keras.callbacks.ReduceLROnPlateau(patience=1)])
