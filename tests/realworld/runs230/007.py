# Train a CNN, checkpoint with tf.train.CheckpointManager, then restore in a separate "eval" section
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(7)
def make_data(n):
    y = rng.integers(0, 4, n)
    x = rng.normal(0, 1, (n, 16, 16, 1)).astype("float32")
    for c in range(4):  # class-dependent quadrant is brighter
        r, q = divmod(c, 2)
        x[y == c, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8, 0] += 1.5
    return x, y
xtr, ytr = make_data(2048)
xte, yte = make_data(512)

def build():
    return keras.Sequential([keras.Input((16, 16, 1)), layers.Conv2D(16, 3, activation="relu"),
                             layers.MaxPooling2D(), layers.Conv2D(32, 3, activation="relu"),
                             layers.GlobalAveragePooling2D(), layers.Dense(4)])

# ---- training ----
model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(optimizer=opt, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(xtr, ytr, batch_size=64, epochs=3, verbose=2)
print("train-time eval:", dict(zip(["loss", "accuracy"], model.evaluate(xte, yte, verbose=0))))
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
mgr = tf.train.CheckpointManager(ckpt, "ckpts", max_to_keep=2)
print("saved", mgr.save())

# ---- evaluation (separate process in production) ----
eval_model = build()
eval_ckpt = tf.train.Checkpoint(net=eval_model)
status = eval_ckpt.restore(tf.train.latest_checkpoint("ckpts")).expect_partial()
print("restored from", tf.train.latest_checkpoint("ckpts"))
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
print("eval:", dict(zip(["loss", "accuracy"], eval_model.evaluate(xte, yte, verbose=0))))
