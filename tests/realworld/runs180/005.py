# Regression MLP (house-price style features). The PyTorch original used
#   optim.Adam(lr=3e-3); sched = ExponentialLR(opt, gamma=0.9); sched.step() once per epoch
# ported to a Keras learning-rate schedule.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(5)
N, D = 8000, 20
x = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D,)).astype("float32")
y = (np.sin(x[:, 0] * 2) * 3 + x @ w + 0.5 * x[:, 1] * x[:, 2] + 0.1 * rng.normal(size=N)).astype("float32")
x_train, y_train, x_val, y_val = x[:6400], y[:6400], x[6400:], y[6400:]

lr_schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=3e-3, decay_steps=1, decay_rate=0.9)

model = keras.Sequential([
    keras.Input(shape=(D,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(128, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr_schedule), loss="mse", metrics=["mae"])
model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=12, batch_size=64, verbose=2)
print("final val mse:", model.evaluate(x_val, y_val, verbose=0)[0])
