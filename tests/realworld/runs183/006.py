"""Custom training loop (PyTorch-style) for a small regression MLP with tf.GradientTape and a tf.function step."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(0)
rng = np.random.default_rng(0)
n, d = 2048, 8
X = rng.normal(size=(n, d)).astype("float32")
w_true = rng.normal(size=(d, 1)).astype("float32")
y = (np.sin(X @ w_true) + 0.1 * rng.normal(size=(n, 1))).astype("float32")

train = tf.data.Dataset.from_tensor_slices((X[:1792], y[:1792])).shuffle(1792, seed=0).batch(64)
val = tf.data.Dataset.from_tensor_slices((X[1792:], y[1792:])).batch(256)

model = keras.Sequential([keras.Input((d,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(1)])
optimizer = keras.optimizers.Adam(learning_rate=2e-3)
loss_fn = keras.losses.MeanSquaredError()
train_loss = keras.metrics.Mean()
val_mae = keras.metrics.MeanAbsoluteError()


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_loss.update_state(loss)


@tf.function
def eval_step(xb, yb):
    val_mae.update_state(yb, model(xb, training=False))


for epoch in range(1, 7):
    train_loss.reset_state(); val_mae.reset_state()
    for step, (xb, yb) in enumerate(train):
        train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(train_loss.result()):.4f}")
    for xb, yb in val:
        eval_step(xb, yb)
    print(f"== epoch {epoch}: train_loss={float(train_loss.result()):.4f} val_mae={float(val_mae.result()):.4f}")
print("done")
