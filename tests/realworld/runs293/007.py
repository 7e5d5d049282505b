# Regression MLP with a step-decay schedule callback ported from torch.optim.lr_scheduler.StepLR(step_size=2, gamma=...).
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(7)
x = rng.normal(size=(4096, 12)).astype("float32")
w = rng.normal(size=(12, 1)).astype("float32")
y = (np.tanh(x @ w) + 0.1 * rng.normal(size=(4096, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096, seed=7).batch(128)

STEP_SIZE, GAMMA = 2, 10.0  # StepLR(optimizer, step_size=2, gamma=...)

def step_lr(epoch, lr):
    if epoch > 0 and epoch % STEP_SIZE == 0:
        return lr * GAMMA
    return lr

model = keras.Sequential([
    keras.Input(shape=(12,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9), loss="mse", metrics=["mae"])
model.fit(ds, epochs=12, verbose=2, callbacks=[keras.callbacks.LearningRateScheduler(step_lr, verbose=1)])
