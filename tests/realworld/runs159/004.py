"""Custom training loop for a small CNN (ported from a PyTorch train.py).
Per-batch accuracy is computed inside the compiled step, torchmetrics-style."""
import time
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(3)
rng = np.random.default_rng(3)

# synthetic 28x28 "glyph" images: class k has a bright bar at row 2+2k
N, C = 6000, 10
y_all = rng.integers(0, C, N)
x_all = rng.normal(0, 0.3, (N, 28, 28, 1)).astype("float32")
for i, k in enumerate(y_all):
    x_all[i, 2 + 2 * k: 4 + 2 * k, 4:24, 0] += 1.5
train_ds = (tf.data.Dataset.from_tensor_slices((x_all[:5000], y_all[:5000]))
            .shuffle(5000).batch(128).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_all[5000:], y_all[5000:])).batch(256)

model = keras.Sequential([
    keras.Input((28, 28, 1)),
    keras.layers.Conv2D(16, 3, activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(C),
])
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = keras.optimizers.Adam(1e-3)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    # like torchmetrics.functional.accuracy(preds, target)
    acc = keras.metrics.SparseCategoricalAccuracy()
    acc.update_state(y, logits)
    return loss, acc.result()


@tf.function
def eval_step(x, y):
    logits = model(x, training=False)
    return tf.reduce_sum(tf.cast(tf.argmax(logits, -1, output_type=tf.int64) == tf.cast(y, tf.int64), tf.float32))


for epoch in range(3):
    t0 = time.time()
    for step, (xb, yb) in enumerate(train_ds):
        loss, acc = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f} acc {float(acc):.3f}")
    correct = sum(float(eval_step(xb, yb)) for xb, yb in val_ds)
    print(f"== epoch {epoch} val_acc {correct / 1000:.4f} ({time.time() - t0:.1f}s)")
