"""Image-quality regressor; the validation split comes from a helper that returns (x_val, y_val, ids)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(14)
def load_split(n):
    x = rng.normal(size=(n, 16, 16, 1)).astype("float32")
    y = x.mean(axis=(1, 2, 3)) * 10 + rng.normal(0, 0.1, size=n)
    ids = np.array([f"img_{i:05d}" for i in range(n)])
    return x, y.astype("float32"), ids

x_tr, y_tr, _ = load_split(800)
val_split = load_split(200)           # (x_val, y_val, ids)

model = keras.Sequential([keras.Input(shape=(16, 16, 1)), layers.Conv2D(8, 3, activation="relu"),
                          layers.GlobalAveragePooling2D(), layers.Dense(1)])
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.fit(x_tr, y_tr, batch_size=32, epochs=3, validation_data=val_split, verbose=2)
