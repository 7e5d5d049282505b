"""Energy-demand regressor, custom loop ported from PyTorch:
    loss = ((pred - target) ** 2).mean()"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(21)
N, F = 4096, 12
X = rng.normal(size=(N, F)).astype("float32")
coef = rng.normal(size=F).astype("float32")
y = (X @ coef + 0.3 * np.sin(3 * X[:, 0]) + rng.normal(scale=0.1, size=N)).astype("float32")
y = (y - y.mean()) / y.std()

x_tr, y_tr, x_va, y_va = X[:3584], y[:3584], X[3584:], y[3584:]
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(4096, seed=0).batch(128)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(512)

model = keras.Sequential([
    keras.Input((F,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
], name="demand_mlp")
optimizer = keras.optimizers.Adam(1e-3)


@tf.function
def train_step(x, t):
    with tf.GradientTape() as tape:
        pred = model(x, training=True)
        loss = tf.reduce_mean((pred - t) ** 2)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function
def eval_step(x, t):
    pred = model(x, training=False)
    return tf.reduce_mean((pred - t) ** 2)


for epoch in range(1, 16):
    losses = [float(train_step(x, t)) for x, t in train_ds]
    val = np.mean([float(eval_step(x, t)) for x, t in val_ds])
    r2 = 1.0 - val / np.var(y_va)
    print(f"epoch {epoch:02d} | train_mse {np.mean(losses):.4f} | val_mse {val:.4f} | val_r2 {r2:.4f}")
