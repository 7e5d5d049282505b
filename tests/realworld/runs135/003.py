"""House price regression (Keras 3). Normalization layer in the model, SGD with momentum as in the PyTorch original."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(3)
n = 4000
sqft = rng.uniform(400, 5000, n)
lot = rng.uniform(1000, 40000, n)
year = rng.integers(1900, 2022, n).astype("float64")
rooms = rng.integers(1, 8, n).astype("float64")
dist = rng.uniform(0.5, 60, n)
X = np.stack([sqft, lot, year, rooms, dist], axis=1).astype("float32")
price_k = (0.12 * sqft + 0.002 * lot + 0.5 * (year - 1900) + 8 * rooms - 1.5 * dist + rng.normal(0, 20, n)).astype("float32")

x_train, x_val = X[:3200], X[3200:]
y_train, y_val = price_k[:3200], price_k[3200:]

normalizer = layers.Normalization(axis=-1)
# normalizer.adapt(x_train)   # TODO: moved into the data module, see preprocessing.py

model = keras.Sequential([
    keras.Input(shape=(5,)),
    normalizer,
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=1e-3, momentum=0.9),
              loss="mse", metrics=["mae"])

train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(3200).batch(32)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)

model.fit(train_ds, validation_data=val_ds, epochs=5,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_loss", patience=3)])
print("val:", model.evaluate(val_ds, verbose=0))
