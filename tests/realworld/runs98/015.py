"""Small CNN on synthetic 28x28 digits with the usual callback stack."""
import os
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(15)
n = 1500
y = rng.integers(0, 4, size=n).astype("int32")
x = rng.normal(scale=0.3, size=(n, 28, 28, 1)).astype("float32")
for i in range(n):                       # class = position of a bright square
    r, c = divmod(int(y[i]), 2)
    x[i, 4 + r * 12:12 + r * 12, 4 + c * 12:12 + c * 12, 0] += 1.0

model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    layers.Conv2D(8, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(16, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(4, activation="softmax"),
])
model.compile(keras.optimizers.Adam(3e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])

out = "/home/user/project/015_run"
os.makedirs(out, exist_ok=True)
callbacks = [
    keras.callbacks.ModelCheckpoint(os.path.join(out, "best.keras"), monitor="val_accuracy",
                                    mode="max", save_best_only=True, verbose=1),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
    keras.callbacks.CSVLogger(os.path.join(out, "history.csv")),
]
model.fit(x[:1200], y[:1200], validation_data=(x[1200:], y[1200:]), epochs=6,
          batch_size=32, callbacks=callbacks, verbose=2)
best = keras.models.load_model(os.path.join(out, "best.keras"))
print("best model eval:", best.evaluate(x[1200:], y[1200:], verbose=0))
