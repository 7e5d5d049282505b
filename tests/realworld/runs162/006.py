"""Custom tf.GradientTape training loop (ported from a PyTorch loop) for a small sensor-regression model."""
import time
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(5000, 16)).astype("float32")
w = rng.normal(size=(16, 1)).astype("float32")
y = (np.tanh(X @ w) + 0.05 * rng.normal(size=(5000, 1))).astype("float32")
train = tf.data.Dataset.from_tensor_slices((X[:4000], y[:4000])).shuffle(4000, seed=0).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((X[4000:], y[4000:])).batch(256)

model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
opt = keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=1e-4)
loss_fn = keras.losses.MeanSquaredError()
val_metric = keras.metrics.MeanAbsoluteError()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

global_step = 0
for epoch in range(4):
    t0 = time.time()
    for xb, yb in train:
        loss = train_step(xb, yb)
        global_step += 1
        if global_step % 20 == 0:
            print(f"epoch {epoch} step {global_step:4d} loss {loss.numpy():.5f} lr {float(opt.learning_rate):.1e}")
    val_metric.reset_state()
    for xb, yb in val:
        val_metric.update_state(yb, model(xb, training=False))
    print(f"== epoch {epoch} done in {time.time() - t0:.1f}s  val_mae {val_metric.result().numpy():.4f}")
