"""Train a classifier, checkpoint it with tf.train.Checkpoint, then reload it in a separate eval
script section (the eval code was written by a colleague)."""
import os, shutil
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(18)
rng = np.random.default_rng(18)
N, D, C = 3000, 20, 4
centers = rng.normal(0, 1.5, size=(C, D)); y = rng.integers(0, C, size=N)
X = (centers[y] + rng.normal(size=(N, D))).astype("float32")
ckpt_dir = "/home/user/project/ckpt_018"; shutil.rmtree(ckpt_dir, ignore_errors=True)

def build():
    return keras.Sequential([keras.Input(shape=(D,)), keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(C, activation="softmax")])

# ---- train.py ----
model = build()
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(X[:2500], y[:2500], epochs=3, batch_size=64, verbose=2)
ckpt = tf.train.Checkpoint(model=model, optimizer=model.optimizer, epoch=tf.Variable(3))
path = ckpt.save(os.path.join(ckpt_dir, "ckpt"))
print("saved checkpoint to", path)
print("train-side eval:", dict(zip(["loss", "accuracy"], model.evaluate(X[2500:], y[2500:], verbose=0))))

# ---- eval.py ----
net = build()
net.compile(loss="sparse_categorical_crossentropy", metrics=["accuracy"])
restore = tf.train.Checkpoint(net=net)
status = restore.restore(tf.train.latest_checkpoint(ckpt_dir))
print("restored from", tf.train.latest_checkpoint(ckpt_dir))
res = net.evaluate(X[2500:], y[2500:], verbose=2)
print("eval-side metrics:", dict(zip(["loss", "accuracy"], res)))
