"""Regression with TensorBoard logging (replacing torch.utils.tensorboard.SummaryWriter)."""
import datetime
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(16)
x = rng.uniform(-2, 2, size=(2000, 8)).astype("float32")
y = (np.sin(x[:, 0]) + x[:, 1] * x[:, 2] + 0.05 * rng.normal(size=2000)).astype("float32")

model = keras.Sequential([keras.Input(shape=(8,)), layers.Dense(64, activation="tanh"),
                          layers.Dense(64, activation="tanh"), layers.Dense(1)])
model.compile(keras.optimizers.Adam(1e-3), "mse", metrics=["mae"])

log_dir = "/home/user/project/016_logs/fit/" + datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
tb = keras.callbacks.TensorBoard(log_dir=log_dir, histogram_freq=1, update_freq="epoch")
model.fit(x[:1600], y[:1600], validation_data=(x[1600:], y[1600:]), epochs=5,
          batch_size=64, callbacks=[tb], verbose=2)
