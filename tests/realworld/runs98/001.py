"""Tabular regression (house prices) - ported from a PyTorch script that used
torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, 'min') on the val MAE."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
n = 2000
x = rng.normal(size=(n, 12)).astype("float32")
w = rng.normal(size=(12, 1)).astype("float32")
y = (x @ w + 0.3 * np.sin(x[:, :1] * 3) + 0.1 * rng.normal(size=(n, 1))).astype("float32")
x_train, y_train = x[:1600], y[:1600]
x_val, y_val = x[1600:], y[1600:]

model = keras.Sequential([
    keras.Input(shape=(12,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-2), loss="mse",
              metrics=[keras.metrics.MeanAbsoluteError(name="mean_absolute_error")])

callbacks = [
    # torch: ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=2) stepped with val MAE
    keras.callbacks.ReduceLROnPlateau(monitor="val_mae", mode="min", factor=0.5,
                                      patience=2, min_lr=1e-5, verbose=1),
]
history = model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=12,
                    batch_size=64, callbacks=callbacks, verbose=2)
print("final lr:", float(model.optimizer.learning_rate.numpy()))
print("best val mae:", min(history.history["val_mean_absolute_error"]))
