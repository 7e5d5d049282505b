# Keras port of a torch house-price regression MLP (criterion = nn.MSELoss(reduction="sum"))
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
r = np.random.default_rng(0)
n, d = 8192, 12
x = r.normal(size=(n, d)).astype("float32")
w = r.normal(size=(d, 1)).astype("float32")
y = (x @ w + 0.5 * np.sin(x[:, :1] * 3) + 0.1 * r.normal(size=(n, 1))).astype("float32")
x_val, y_val = x[-1024:], y[-1024:]
train = tf.data.Dataset.from_tensor_slices((x[:-1024], y[:-1024])).shuffle(8192, seed=0).batch(256)
val = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(1024)

model = keras.Sequential([
    keras.Input((d,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=1e-2, momentum=0.9),
              loss=keras.losses.MeanSquaredError(reduction="sum"),
              metrics=[keras.metrics.MeanAbsoluteError(name="mae")])
model.fit(train, validation_data=val, epochs=8, verbose=2)
