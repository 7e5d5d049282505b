# Regression MLP; warmup schedule ported from torch.optim.lr_scheduler.LambdaLR
import numpy as np
import tensorflow as tf
import keras
from keras import layers

WARMUP_EPOCHS = 3
BASE_LR = 0.05

def warmup(epoch):
    # LambdaLR(optimizer, lr_lambda=warmup)
    return min(1.0, (epoch + 1) / WARMUP_EPOCHS)

rng = np.random.default_rng(5)
x = rng.normal(size=(4096, 20)).astype("float32")
w = rng.normal(size=(20, 1)).astype("float32")
y = (x @ w + 0.5 * np.sin(x[:, :1] * 3)).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:3584], y[:3584])).shuffle(3584).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((x[3584:], y[3584:])).batch(256)

model = keras.Sequential([keras.Input(shape=(20,)),
                          layers.Dense(128, activation="relu"),
                          layers.Dense(128, activation="relu"),
                          layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=BASE_LR, momentum=0.9),
              loss="mse", metrics=["mae"])
model.fit(train, validation_data=val, epochs=8, verbose=2,
          callbacks=[keras.callbacks.LearningRateScheduler(warmup, verbose=1)])
print("final val:", model.evaluate(val, verbose=0))
