# Custom training loop (ported from a PyTorch loop) for a small regression model.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
x = np.random.randn(2000, 8).astype("float32")
y = (x @ np.random.randn(8, 1) + 0.1 * np.random.randn(2000, 1)).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2000).batch(64)

model = keras.Sequential([keras.Input(shape=(8,)), layers.Dense(32, activation="relu"), layers.Dense(1)])
opt = keras.optimizers.Adam(1e-2)
loss_fn = keras.losses.MeanSquaredError()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

step = 0
for epoch in range(3):
    for xb, yb in ds:
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
        step += 1
print("final mse", float(loss_fn(y, model(x))))
