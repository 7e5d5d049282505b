# Baseline: small CNN trained with a custom tf.function loop (NHWC) on generated images
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(12)
N = 2048
y = rng.integers(0, 2, size=N).astype("int32")
x = rng.normal(scale=0.5, size=(N, 16, 16, 1)).astype("float32")
x[y == 1, 4:12, 4:12, 0] += 1.0          # class 1: bright square in the middle
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(64).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input((16, 16, 1)), layers.Conv2D(8, 3, activation="relu"),
                          layers.MaxPooling2D(), layers.Conv2D(16, 3, activation="relu"),
                          layers.GlobalAveragePooling2D(), layers.Dense(2)])
opt = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(yb, logits)
    return loss

for epoch in range(4):
    acc.reset_state(); losses = []
    for step, (xb, yb) in enumerate(ds):
        losses.append(float(train_step(xb, yb)))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f} train accuracy {float(acc.result()):.4f}")
