# Time-series forecaster (GRU) trained with Keras fit, callbacks and a saved best checkpoint
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(11)
t = np.arange(20000, dtype="float32")
series = np.sin(t * 0.02) + 0.5 * np.sin(t * 0.005) + rng.normal(0, 0.05, t.shape).astype("float32")
WIN = 48
x = np.lib.stride_tricks.sliding_window_view(series[:-1], WIN)[::4].astype("float32")[..., None]
y = series[WIN:][::4][: len(x)].astype("float32")
n_tr = int(0.85 * len(x))
train = tf.data.Dataset.from_tensor_slices((x[:n_tr], y[:n_tr])).shuffle(n_tr).batch(128).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((x[n_tr:], y[n_tr:])).batch(256)
print("windows:", x.shape, "targets:", y.shape)

model = keras.Sequential([
    keras.Input(shape=(WIN, 1)),
    layers.GRU(32),
    layers.Dense(32, activation="relu"),
    layers.Dense(1),
])
model.compile(keras.optimizers.Adam(2e-3), "mse", metrics=["mae"])
cbs = [keras.callbacks.ModelCheckpoint("best011.weights.h5", save_best_only=True, save_weights_only=True),
       keras.callbacks.ReduceLROnPlateau(patience=2, factor=0.5)]
model.fit(train, validation_data=val, epochs=6, callbacks=cbs, verbose=2)
model.load_weights("best011.weights.h5")
print("best val:", model.evaluate(val, verbose=0))
