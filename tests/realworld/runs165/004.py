"""Resume fine-tuning of a regression head from a tf.train.Checkpoint written by pretrain.py.
pretrain.py tracked the network as `model=`; this script was refactored to use `net=`."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(3)
CKPT_DIR = "/home/user/project/ckpt_004"


def build(name):
    return keras.Sequential([keras.Input(shape=(8,)), layers.Dense(32, activation="relu"),
                             layers.Dense(1)], name=name)


# ---- stage 1 (what pretrain.py did) ----
pre = build("pretrain")
opt = keras.optimizers.Adam(1e-3)
pre.compile(optimizer=opt, loss="mse")
x = np.random.randn(256, 8).astype("float32")
y = (x.sum(axis=1, keepdims=True) * 0.5).astype("float32")
pre.fit(x, y, epochs=2, batch_size=32, verbose=2)
ckpt = tf.train.Checkpoint(model=pre, optimizer=opt, epoch=tf.Variable(2))
path = ckpt.save(os.path.join(CKPT_DIR, "ckpt"))
print("saved", path)

# ---- stage 2 (finetune.py) ----
net = build("finetune")
opt2 = keras.optimizers.Adam(1e-4)
net.compile(optimizer=opt2, loss="mse")
restore_ckpt = tf.train.Checkpoint(net=net, optimizer=opt2, epoch=tf.Variable(0))
latest = tf.train.latest_checkpoint(CKPT_DIR)
print("restoring from", latest)
status = restore_ckpt.restore(latest)
status.assert_consumed()
print("resumed at epoch", int(restore_ckpt.epoch.numpy()))
net.fit(x, y, epochs=2, batch_size=32, verbose=2)
