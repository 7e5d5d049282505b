"""Custom tf.GradientTape training loop (ported from a PyTorch loop) with a warmup+cosine schedule."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(0)
rng = np.random.default_rng(0)
N, D, C = 4096, 20, 5
centers = rng.normal(scale=3.0, size=(C, D))
y_np = rng.integers(0, C, N)
x_np = (centers[y_np] + rng.normal(size=(N, D))).astype("float32")
train_ds = (tf.data.Dataset.from_tensor_slices((x_np[:3584], y_np[:3584]))
            .shuffle(4096, seed=0).batch(64).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_np[3584:], y_np[3584:])).batch(256)

EPOCHS = 4
steps_per_epoch = 3584 // 64
schedule = keras.optimizers.schedules.CosineDecay(
    initial_learning_rate=0.0, decay_steps=EPOCHS * steps_per_epoch - 20,
    warmup_target=3e-3, warmup_steps=20)
model = keras.Sequential([keras.Input((D,)), layers.Dense(128, activation="relu"),
                          layers.Dropout(0.1), layers.Dense(C)])
optimizer = keras.optimizers.AdamW(learning_rate=schedule, weight_decay=1e-4)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()
val_acc = keras.metrics.SparseCategoricalAccuracy()
train_loss = keras.metrics.Mean()


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_loss.update_state(loss)
    train_acc.update_state(y, logits)
    return loss


@tf.function
def eval_step(x, y):
    val_acc.update_state(y, model(x, training=False))


global_step = 0
for epoch in range(EPOCHS):
    t0 = time.time()
    for m in (train_loss, train_acc, val_acc):
        m.reset_state()
    for step, (x, y) in enumerate(train_ds):
        loss = train_step(x, y)
        global_step += 1
        if step % 20 == 0:
            lr = float(schedule(optimizer.iterations))
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f} lr {lr:.2e}")
    for x, y in val_ds:
        eval_step(x, y)
    print(f"epoch {epoch} done: train_loss={float(train_loss.result()):.4f} "
          f"train_acc={float(train_acc.result()):.4f} val_acc={float(val_acc.result()):.4f} "
          f"({time.time() - t0:.1f}s)")
print("training finished, global_step =", global_step)
