# Sensor regression, custom Keras training loop translated from PyTorch (F.mse_loss(pred, y)).
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(7)
X = rng.normal(size=(6000, 12)).astype("float32")
true_w = rng.normal(size=(12,)).astype("float32")
Y = (np.sin(X @ true_w) * 2 + 0.1 * rng.normal(size=6000)).astype("float32")   # shape (N,)
Xtr, Ytr, Xva, Yva = X[:5000], Y[:5000], X[5000:], Y[5000:]
train_ds = tf.data.Dataset.from_tensor_slices((Xtr, Ytr)).shuffle(5000, seed=0).batch(100)
val_ds = tf.data.Dataset.from_tensor_slices((Xva, Yva)).batch(100)

model = keras.Sequential([keras.Input(shape=(12,)), keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dense(128, activation="relu"), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)

def mse_loss(pred, target):
    return tf.reduce_mean(tf.square(pred - target))

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = mse_loss(pred, yb)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def eval_step(xb, yb):
    return mse_loss(model(xb, training=False), yb)

print(f"target variance: {Ytr.var():.4f}")
for epoch in range(1, 16):
    tr = np.mean([float(train_step(xb, yb)) for xb, yb in train_ds])
    va = np.mean([float(eval_step(xb, yb)) for xb, yb in val_ds])
    print(f"epoch {epoch:2d}  train_loss {tr:.4f}  val_loss {va:.4f}")
