"""Land-cover classifier on 16-band pixel spectra. Hyper-parameters taken from the
PyTorch config (AdamW weight_decay=0.5); in Keras the decay is put on every layer
as an L2 kernel regularizer."""
import numpy as np
import keras
from keras import layers, regularizers

CFG = {"lr": 1e-3, "weight_decay": 0.5, "hidden": [256, 256, 128], "epochs": 8, "batch_size": 128}

rng = np.random.default_rng(12)
N, BANDS, CLASSES = 8000, 16, 6
centers = rng.normal(size=(CLASSES, BANDS))
y = rng.integers(0, CLASSES, size=N)
x = (centers[y] + 0.6 * rng.normal(size=(N, BANDS))).astype("float32")

reg = regularizers.l2(CFG["weight_decay"])
model = keras.Sequential([keras.Input(shape=(BANDS,))])
for units in CFG["hidden"]:
    model.add(layers.Dense(units, activation="relu", kernel_regularizer=reg))
model.add(layers.Dense(CLASSES, activation="softmax", kernel_regularizer=reg))
model.compile(optimizer=keras.optimizers.Adam(CFG["lr"]),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=CFG["batch_size"], epochs=CFG["epochs"], validation_split=0.2)
print("eval:", dict(zip(model.metrics_names, model.evaluate(x[-1600:], y[-1600:], verbose=0))))
