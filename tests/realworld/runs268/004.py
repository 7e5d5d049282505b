# Custom GRU sequence regressor; training step compiled with tf.function, early stopping on loss
import numpy as np
import tensorflow as tf
import keras
from keras import layers

model = keras.Sequential([
    keras.Input(shape=(30, 8)),
    layers.GRU(32),
    layers.Dense(16, activation="relu"),
    layers.Dense(1),
])
opt = keras.optimizers.Adam(1e-3)
mse = keras.losses.MeanSquaredError()

rng = np.random.default_rng(1)
x = rng.normal(size=(1024, 30, 8)).astype("float32")
y = x[:, :, 0].sum(axis=1, keepdims=True).astype("float32") * 0.1
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(32).prefetch(tf.data.AUTOTUNE)

best = float("inf")
patience = 0

@tf.function
def train_step(xb, yb):
    global best, patience
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = mse(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    loss_value = loss.numpy()
    if loss_value < best:
        best = loss_value
        patience = 0
    else:
        patience += 1
    return loss

for epoch in range(3):
    total = 0.0
    n = 0
    for xb, yb in ds:
        total += float(train_step(xb, yb))
        n += 1
    print(f"epoch {epoch} mean loss {total / n:.4f} best {best}")
