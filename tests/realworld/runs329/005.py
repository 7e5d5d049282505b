"""Regression MLP (house-price style). Ported from PyTorch: SGD + ExponentialLR(gamma=0.9) stepped every epoch."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(5)
rng = np.random.default_rng(5)

N, D = 20000, 16
x = rng.normal(size=(N, D)).astype("float32")
y = (np.sin(x[:, 0]) * 3 + x[:, 1] * x[:, 2] + 0.5 * x[:, 3:8].sum(1) + 0.1 * rng.normal(size=N)).astype("float32")
y = (y - y.mean()) / y.std()
x_tr, y_tr, x_va, y_va = x[:16000], y[:16000], x[16000:], y[16000:]

BATCH = 128
EPOCHS = 15
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(16000).batch(BATCH, drop_remainder=True)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(1024)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(1),
])

# torch: scheduler = ExponentialLR(optimizer, gamma=0.9)
lr_schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=0.01, decay_steps=1, decay_rate=0.9)
optimizer = keras.optimizers.SGD(learning_rate=lr_schedule, momentum=0.9)
mse = keras.losses.MeanSquaredError()


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = tf.squeeze(model(xb, training=True), -1)
        loss = mse(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function
def val_step(xb, yb):
    return mse(yb, tf.squeeze(model(xb, training=False), -1))


for epoch in range(EPOCHS):
    losses = [float(train_step(xb, yb)) for xb, yb in train_ds]
    val = np.mean([float(val_step(xb, yb)) for xb, yb in val_ds])
    lr_now = float(lr_schedule(optimizer.iterations))
    print(f"epoch {epoch + 1:2d}/{EPOCHS} train_mse {np.mean(losses):.4f} val_mse {val:.4f} "
          f"first_batch {losses[0]:.4f} last_batch {losses[-1]:.4f} lr {lr_now:.3e}")
