# Evaluate a trained classifier from its tf.train.Checkpoint (training script kept it as `net`).
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CKPT_DIR = "/home/user/project/ckpt_eval"
rng = np.random.default_rng(3)
centers = rng.normal(0, 2, (4, 20))
def data(n, seed):
    r = np.random.default_rng(seed); l = r.integers(0, 4, n)
    return (centers[l] + r.normal(0, 1, (n, 20))).astype("float32"), l

def build():
    return keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"), layers.Dense(4)])

# ---- training job (train.py) ----
if not tf.train.latest_checkpoint(CKPT_DIR):
    net = build()
    opt = keras.optimizers.Adam(1e-3)
    net.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
    xt, yt = data(3000, 1)
    net.fit(xt, yt, epochs=5, verbose=2)
    print("saved", tf.train.Checkpoint(net=net, optimizer=opt, epoch=tf.Variable(5)).save(f"{CKPT_DIR}/ckpt"))

# ---- evaluation job (evaluate.py) ----
model = build()
ckpt = tf.train.Checkpoint(model=model)
status = ckpt.restore(tf.train.latest_checkpoint(CKPT_DIR))
print("restored", tf.train.latest_checkpoint(CKPT_DIR))
xv, yv = data(1000, 2)
logits = model.predict(xv, batch_size=256, verbose=0)
acc = float((logits.argmax(1) == yv).mean())
print({"eval/accuracy": round(acc, 4), "eval/n": len(yv)})
