# House-price style regression, custom GradientTape loop ported line by line from the torch training loop.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(7)
N, D = 6000, 16
x = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D,)).astype("float32")
y = (x @ w + 0.1 * rng.normal(size=N)).astype("float32")
print("x", x.shape, "y", y.shape, "target var %.3f" % y.var())

train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000, seed=0).batch(128)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(500)

model = keras.Sequential([
    keras.Input((D,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
opt = keras.optimizers.Adam(1e-3)


def mse_loss(pred, target):          # F.mse_loss(pred, target)
    return tf.reduce_mean(tf.square(pred - target))


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = mse_loss(model(xb, training=True), yb)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(1, 11):
    tl = [float(train_step(xb, yb)) for xb, yb in train]
    vl = [float(mse_loss(model(xb, training=False), yb)) for xb, yb in val]
    print(f"epoch {epoch:2d}  train_loss {np.mean(tl):.4f}  val_loss {np.mean(vl):.4f}")
pred = model.predict(x[5000:], verbose=0)
print("val prediction std %.4f" % pred.std())
