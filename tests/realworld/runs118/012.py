"""Resume a custom-loop training run from a tf.train.Checkpoint (the training script was refactored in between)."""
import os, shutil
import numpy as np
import tensorflow as tf
import keras

CKPT_DIR = "/home/user/project/ckpt012"
shutil.rmtree(CKPT_DIR, ignore_errors=True)
rng = np.random.default_rng(8)
x = rng.normal(size=(1024, 10)).astype("float32")
y = (x.sum(1, keepdims=True) > 0).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(64)

def build():
    return keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])

loss_fn = keras.losses.BinaryCrossentropy(from_logits=True)

def train(model, opt, epochs, start=0):
    for ep in range(start, start + epochs):
        tot = []
        for xb, yb in ds:
            with tf.GradientTape() as t:
                l = loss_fn(yb, model(xb, training=True))
            opt.apply_gradients(zip(t.gradient(l, model.trainable_variables), model.trainable_variables))
            tot.append(float(l))
        print(f"epoch {ep+1} loss {np.mean(tot):.4f}")

# ---- run 1 (old script): saved the model under the name `model`
m1, o1 = build(), keras.optimizers.Adam(1e-2)
ck1 = tf.train.Checkpoint(model=m1, optimizer=o1, step=tf.Variable(0))
train(m1, o1, 4)
ck1.step.assign(4)
path = tf.train.CheckpointManager(ck1, CKPT_DIR, max_to_keep=2).save()
print("saved", path)

# ---- run 2 (refactored script): resumes from the latest checkpoint
net, opt = build(), keras.optimizers.Adam(1e-2)
ckpt = tf.train.Checkpoint(net=net, optimizer=opt, step=tf.Variable(0))
latest = tf.train.latest_checkpoint(CKPT_DIR)
status = ckpt.restore(latest)
print("Restored from", latest, "at step", int(ckpt.step))
train(net, opt, 3, start=int(ckpt.step))
