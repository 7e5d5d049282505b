"""Custom GradientTape training loop for a small sequence regressor (healthy)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(0)
T, F = 20, 4
x = np.random.rand(1024, T, F).astype("float32")
y = x[:, :, 0].mean(axis=1, keepdims=True) * 2.0 + 0.1 * x[:, -1, 1:2]
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(32)

model = keras.Sequential([keras.Input((T, F)), layers.GRU(32), layers.Dense(1)])
opt = keras.optimizers.Adam(learning_rate=3e-3)
loss_fn = keras.losses.MeanSquaredError()
train_mae = keras.metrics.MeanAbsoluteError()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_mae.update_state(yb, pred)
    return loss

step = 0
for epoch in range(3):
    train_mae.reset_state()
    for xb, yb in ds:
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:4d} loss {float(loss):.5f}")
        step += 1
    print(f"== epoch {epoch} done: train_mae {float(train_mae.result()):.4f}")
print("training finished")
