"""Small image classifier with augmentation layers, EarlyStopping and checkpointing (synthetic shapes data)."""
import os, tempfile
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(4)
N, S = 800, 32
x = rng.normal(0, 0.2, size=(N, S, S, 1)).astype("float32")
y = rng.integers(0, 2, N)
x[y == 1, 8:24, 14:18, 0] += 1.0      # class 1: vertical bar
x[y == 0, 14:18, 8:24, 0] += 1.0      # class 0: horizontal bar
xtr, ytr, xva, yva = x[:640], y[:640], x[640:], y[640:]

model = keras.Sequential([
    keras.Input(shape=(S, S, 1)),
    layers.RandomTranslation(0.1, 0.1),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(keras.optimizers.Adam(3e-3), "binary_crossentropy", metrics=["accuracy"])
ckpt = os.path.join(tempfile.mkdtemp(), "best.keras")
model.fit(xtr, ytr, validation_data=(xva, yva), epochs=6, batch_size=32, verbose=2,
          callbacks=[keras.callbacks.EarlyStopping(patience=2, restore_best_weights=True),
                     keras.callbacks.ModelCheckpoint(ckpt, save_best_only=True)])
best = keras.models.load_model(ckpt)
print("best checkpoint val acc:", best.evaluate(xva, yva, verbose=0)[1])
