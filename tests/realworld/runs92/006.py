# Warmup + step decay ported from torch LambdaLR into keras.callbacks.LearningRateScheduler
import numpy as np
import keras

BASE_LR, WARMUP, EPOCHS = 1e-3, 3, 10

def lr_schedule(epoch, lr):
    if epoch < WARMUP:
        return BASE_LR * (epoch + 1) / WARMUP
    elif epoch % 4 == 0:
        return lr * 0.5
    # torch's LambdaLR multiplies a base lr, so nothing to do in the other epochs

rng = np.random.default_rng(0)
x = rng.normal(size=(2000, 16)).astype("float32")
y = (x @ rng.normal(size=(16, 1))).astype("float32") + 0.1 * rng.normal(size=(2000, 1)).astype("float32")

model = keras.Sequential([
    keras.Input((16,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(BASE_LR), loss="mse", metrics=["mae"])
model.fit(
    x, y, batch_size=64, epochs=EPOCHS, validation_split=0.2, verbose=2,
    callbacks=[keras.callbacks.LearningRateScheduler(lr_schedule, verbose=1)],
)
