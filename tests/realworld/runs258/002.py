# House-price style regression with a Keras MLP, trained with SGD + momentum (settings carried over from the PyTorch script).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(1)
n = 4096
rng = np.random.default_rng(1)
area = rng.uniform(40, 250, n)          # square metres
rooms = rng.integers(1, 7, n)
age = rng.uniform(0, 80, n)
dist = rng.uniform(0.5, 30, n)          # km to centre
X = np.stack([area, rooms, age, dist], axis=1).astype("float32")
price = 3000 * area + 15000 * rooms - 800 * age - 4000 * dist + rng.normal(0, 20000, n)
y = price.astype("float32")
print("X shape", X.shape, "y shape", y.shape)

train_ds = tf.data.Dataset.from_tensor_slices((X[:3584], y[:3584])).shuffle(4096).batch(64)
val_ds = tf.data.Dataset.from_tensor_slices((X[3584:], y[3584:])).batch(256)

model = keras.Sequential([
    keras.Input(shape=(4,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss="mse", metrics=["mae"])
history = model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
print("final val_mae:", history.history["val_mae"][-1])
model.save_weights("price_mlp.weights.h5")
