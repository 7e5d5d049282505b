"""Energy-load forecaster, revived from a 2019 notebook (TF 1.14 + keras CuDNNLSTM)
and moved onto TF 2.21 / Keras 3. Hourly load -> next-hour load."""
import numpy as np
import tensorflow as tf
from tensorflow import keras

print("TensorFlow", tf.__version__, "Keras", keras.__version__)
print("GPUs:", tf.config.list_physical_devices("GPU"))

rng = np.random.default_rng(42)
t = np.arange(24 * 120, dtype="float32")
load = 50 + 10 * np.sin(2 * np.pi * t / 24) + 5 * np.sin(2 * np.pi * t / (24 * 7)) + rng.normal(0, 1, t.shape)
load = ((load - load.mean()) / load.std()).astype("float32")

WINDOW = 48
series = load[:, None]
train_ds = keras.utils.timeseries_dataset_from_array(
    series[:-1], load[WINDOW:], sequence_length=WINDOW, batch_size=64, end_index=2400)
val_ds = keras.utils.timeseries_dataset_from_array(
    series[:-1], load[WINDOW:], sequence_length=WINDOW, batch_size=64, start_index=2400)

def build_model(units=64):
    model = keras.models.Sequential()
    model.add(keras.layers.CuDNNLSTM(units, return_sequences=True, input_shape=(WINDOW, 1)))
    model.add(keras.layers.CuDNNLSTM(units))
    model.add(keras.layers.Dense(1))
    model.compile(optimizer="adam", loss="mse", metrics=["mae"])
    return model

model = build_model()
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
