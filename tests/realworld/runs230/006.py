# House-price style regression, custom loop, SGD settings copied from the PyTorch script (which standardised inputs in its Dataset class)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(5)
n = 4096
area = rng.uniform(30, 300, n)           # m^2
rooms = rng.integers(1, 8, n)
year = rng.integers(1950, 2023, n)
dist = rng.uniform(0.5, 40, n)           # km
X = np.stack([area, rooms, year, dist], 1).astype("float32")
Y = (2.5 * area + 10 * rooms + 0.3 * (year - 1950) - 1.5 * dist + rng.normal(0, 10, n)).astype("float32")[:, None]
print("features", X.shape, "target mean", float(Y.mean()))

ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(n, seed=0).batch(128)
model = keras.Sequential([keras.Input((4,)), layers.Dense(32, activation="relu"), layers.Dense(32, activation="relu"), layers.Dense(1)])
opt = keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)
mse = keras.losses.MeanSquaredError()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = mse(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(5):
    losses = []
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        losses.append(float(loss))
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f}")
model.save("regressor.keras")
print("saved regressor.keras")
