# House-price style regression ported from a PyTorch notebook: raw features, custom loop, Adam.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(6)
n = 8192
sqft = rng.uniform(400, 5000, n); rooms = rng.integers(1, 8, n); age = rng.uniform(0, 100, n)
X = np.stack([sqft, rooms, age, sqft * rooms], 1).astype("float32")
Y = (150 * sqft + 20000 * rooms - 800 * age + rng.normal(0, 20000, n)).astype("float32")[:, None]
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(n, seed=0).batch(256).repeat()

model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dense(128, activation="relu"), keras.layers.Dense(1)])
opt = keras.optimizers.SGD(learning_rate=1e-2, momentum=0.9)
mse = keras.losses.MeanSquaredError()

@tf.function
def step(xb, yb):
    with tf.GradientTape() as tape:
        loss = mse(yb, model(xb, training=True))
    g = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(g, model.trainable_variables))
    return loss

it = iter(ds)
for s in range(1, 601):
    loss = step(*next(it))
    if s % 50 == 0:
        print(f"step {s:4d}  train_mse {float(loss):.4e}")
print("done. final loss", float(loss))
