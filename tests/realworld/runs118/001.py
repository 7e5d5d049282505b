"""Tabular churn classifier: functional Keras model, in-memory numpy data."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
n, d = 2000, 20
x = rng.normal(size=(n, d)).astype("float32")
w = rng.normal(size=(d,))
y = (x @ w + 0.3 * rng.normal(size=n) > 0).astype("int32")

inputs = keras.Input(shape=(d,), name="features")
h = layers.Dense(64, activation="relu")(inputs)
h = layers.Dropout(0.1)(h)
h = layers.Dense(32, activation="relu")(h)
outputs = layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inputs, outputs, name="churn_mlp")
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.summary()
hist = model.fit(x[:1600], y[:1600], validation_data=(x[1600:], y[1600:]), epochs=4, batch_size=64, verbose=2)
print("final val_accuracy:", hist.history["val_accuracy"][-1])
