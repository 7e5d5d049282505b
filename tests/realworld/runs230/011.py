# Healthy: Keras fit on a tabular classifier with callbacks, save and reload check
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(11)
N, D, C = 4000, 16, 3
centers = rng.normal(0, 2.0, (C, D))
y = rng.integers(0, C, N)
x = (centers[y] + rng.normal(0, 1.0, (N, D))).astype("float32")
xtr, ytr, xva, yva = x[:3200], y[:3200], x[3200:], y[3200:]

model = keras.Sequential([keras.Input((D,)), layers.Dense(64, activation="relu"), layers.Dropout(0.1),
                          layers.Dense(64, activation="relu"), layers.Dense(C)])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
cbs = [keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True),
       keras.callbacks.ModelCheckpoint("best.keras", monitor="val_loss", save_best_only=True),
       keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1)]
model.fit(xtr, ytr, validation_data=(xva, yva), batch_size=64, epochs=6, callbacks=cbs, verbose=2)
reloaded = keras.models.load_model("best.keras")
print("reloaded eval:", dict(zip(["loss", "accuracy"], reloaded.evaluate(xva, yva, verbose=0))))
