# custom loop ported from torch; the per-step log line kept inside the compiled step
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype("float32")
y = (X.sum(1) > 0).astype("float32")[:, None]
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(1024).batch(32)

model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)
bce = keras.losses.BinaryCrossentropy(from_logits=True)
step = tf.Variable(0, dtype=tf.int64)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = bce(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    step.assign_add(1)
    if step % 10 == 0:
        print(f"step {step} | loss {loss:.4f}")
    return loss

for epoch in range(3):
    for xb, yb in ds:
        loss = train_step(xb, yb)
    print("epoch", epoch, "loss", float(loss))
