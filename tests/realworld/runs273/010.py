# Custom training loop with gradient accumulation (4 micro-batches per optimizer step), ported from torch.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(10)
N, D = 8192, 24
x = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D, 1)).astype("float32")
y = (np.tanh(x @ w) + 0.05 * rng.normal(size=(N, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N, seed=0).batch(32).repeat()

model = keras.Sequential([keras.Input((D,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(1)])
opt = keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)
loss_fn = keras.losses.MeanSquaredError()
ACCUM = 4
accum = [tf.Variable(tf.zeros_like(v), trainable=False) for v in model.trainable_variables]


@tf.function
def micro_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True)) / ACCUM
    grads = tape.gradient(loss, model.trainable_variables)
    for a, g in zip(accum, grads):
        a.assign_add(g)
    return loss * ACCUM


@tf.function
def apply_step():
    opt.apply_gradients(zip([a.read_value() for a in accum], model.trainable_variables))


it = iter(ds)
running = 0.0
for step in range(1, 601):
    for _ in range(ACCUM):
        xb, yb = next(it)
        running += float(micro_step(xb, yb))
    apply_step()
    if step % 25 == 0:
        print(f"step {step:4d}  loss {running / (25 * ACCUM):.5f}  lr {float(opt.learning_rate):.4f}")
        running = 0.0
