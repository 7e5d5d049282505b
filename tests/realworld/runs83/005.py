# Custom loop: collect per-step losses and predictions for an epoch summary
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
X = rng.normal(size=(640, 12)).astype("float32")
y = (X @ rng.normal(size=(12, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(640).batch(64)

model = keras.Sequential([keras.Input((12,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(1e-2)
history = {"loss": [], "pred": []}

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = tf.reduce_mean(tf.square(pred - yb))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    history["loss"].append(loss)          # keep for the epoch summary
    history["pred"].append(pred)

for epoch in range(3):
    history["loss"].clear(); history["pred"].clear()
    for xb, yb in ds:
        train_step(xb, yb)
    print(f"epoch {epoch}: steps={len(history['loss'])} mean loss={float(tf.reduce_mean(history['loss'])):.4f}")
