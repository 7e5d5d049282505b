"""Gradient accumulation (effective batch 256 from micro-batches of 64) in a custom TF loop, ported from torch."""
import numpy as np
import tensorflow as tf
import keras

ACCUM = 4
rng = np.random.default_rng(18)
X = rng.normal(size=(8192, 16)).astype("float32")
w = rng.normal(size=(16, 1)).astype("float32")
Y = (X @ w + 0.1 * rng.normal(size=(8192, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(8192, seed=0).batch(64, drop_remainder=True)

model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
opt = keras.optimizers.SGD(learning_rate=0.03)
accum = [tf.Variable(tf.zeros_like(v), trainable=False) for v in model.trainable_variables]

@tf.function
def micro_step(x, y):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x, training=True) - y))
    grads = tape.gradient(loss, model.trainable_variables)
    for a, g in zip(accum, grads):
        a.assign_add(g / ACCUM)          # loss.backward() accumulates into .grad
    return loss

@tf.function
def apply_accumulated():
    opt.apply_gradients(zip([a.read_value() for a in accum], model.trainable_variables))
    # optimizer.zero_grad() equivalent was not ported

step = 0
for epoch in range(3):
    running = []
    for i, (x, y) in enumerate(ds):
        running.append(float(micro_step(x, y)))
        if (i + 1) % ACCUM == 0:
            apply_accumulated()
            step += 1
            if step % 4 == 0:
                print(f"epoch {epoch} update {step:3d} loss {np.mean(running[-ACCUM:]):.4f}")
    print(f"epoch {epoch} mean loss {np.mean(running):.4f}")
