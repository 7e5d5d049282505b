# Custom training loop ported from PyTorch (loss.item() / early exit on bad loss)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(4)
X = rng.normal(size=(2048, 16)).astype("float32")
w = rng.normal(size=(16, 1)).astype("float32")
Y = (X @ w + 0.1 * rng.normal(size=(2048, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(2048).batch(64).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input((16,)), layers.Dense(64, activation="relu"), layers.Dense(64, activation="relu"), layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)
mse = keras.losses.MeanSquaredError()
history = []

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = mse(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    loss_value = loss.numpy()          # like loss.item()
    history.append(loss_value)
    return loss_value

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        lv = train_step(xb, yb)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {lv:.4f}")
