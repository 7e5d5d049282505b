"""Train -> checkpoint with tf.train.CheckpointManager, then reload into a fresh model for evaluation."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(5)
rng = np.random.default_rng(5)
n, d = 3000, 16
w_true = rng.normal(size=(d,))
X = rng.normal(size=(n, d)).astype("float32")
y = (X @ w_true > 0).astype("int32")

def make_model():
    return keras.Sequential([keras.Input(shape=(d,)),
                             layers.Dense(32, activation="relu"),
                             layers.Dense(2)])

# ---------------- training ----------------
model = make_model()
opt = keras.optimizers.Adam(1e-2)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X[:2500], y[:2500], epochs=3, batch_size=64, verbose=2)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "/home/user/project/ckpt_008", max_to_keep=2)
print("saved:", manager.save())

# ---------------- evaluation (separate "eval.py" section) ----------------
def evaluate(ckpt_dir):
    net = make_model()
    net.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
    restore_ckpt = tf.train.Checkpoint(net=net)
    path = tf.train.latest_checkpoint(ckpt_dir)
    restore_ckpt.restore(path)
    print("restored from", path)
    return net.evaluate(X[2500:], y[2500:], verbose=2, return_dict=True)

print("eval:", evaluate("/home/user/project/ckpt_008"))
