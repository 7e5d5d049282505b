# Train a classifier, checkpoint with tf.train.CheckpointManager, then restore it in a separate evaluation step.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(9)
centers = rng.normal(scale=3.0, size=(5, 10)).astype("float32")
def make(n):
    yy = rng.integers(0, 5, size=n).astype("int32")
    return (centers[yy] + rng.normal(size=(n, 10))).astype("float32"), yy
x_tr, y_tr = make(3000); x_te, y_te = make(1000)

def build():
    return keras.Sequential([keras.Input(shape=(10,)), keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(64, activation="relu"), keras.layers.Dense(5)])

# ---- train.py ----
model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(optimizer=opt, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x_tr, y_tr, batch_size=64, epochs=5, verbose=2)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "ckpt009", max_to_keep=2)
path = manager.save()
print("saved checkpoint:", path)

# ---- evaluate.py ----
eval_model = build()
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
restore_ckpt = tf.train.Checkpoint(net=eval_model)
status = restore_ckpt.restore(tf.train.latest_checkpoint("ckpt009")).expect_partial()
print("restored from", tf.train.latest_checkpoint("ckpt009"))
loss, acc = eval_model.evaluate(x_te, y_te, batch_size=256, verbose=2)
print(f"test loss {loss:.4f} test accuracy {acc:.4f}")
