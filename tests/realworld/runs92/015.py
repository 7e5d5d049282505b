# Healthy: interrupted-and-resumed training with tf.train.CheckpointManager (same model code both times)
import os, shutil
import numpy as np
import tensorflow as tf
import keras

CKPT = "/home/user/project/015_ckpt"
shutil.rmtree(CKPT, ignore_errors=True)
rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 16)).astype("float32")
y = (np.sin(x[:, 0]) + 0.5 * x[:, 1] * x[:, 2]).astype("float32")[:, None]
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048, seed=0).batch(64)

def build():
    model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(64, activation="tanh"),
                              keras.layers.Dense(64, activation="tanh"), keras.layers.Dense(1)])
    opt = keras.optimizers.Adam(2e-3)
    opt.build(model.trainable_variables)
    step = tf.Variable(0, dtype=tf.int64)
    ckpt = tf.train.Checkpoint(model=model, optimizer=opt, step=step)
    return model, opt, step, ckpt

def run(epochs, tag):
    model, opt, step, ckpt = build()
    mgr = tf.train.CheckpointManager(ckpt, CKPT, max_to_keep=2)
    if mgr.latest_checkpoint:
        ckpt.restore(mgr.latest_checkpoint).assert_consumed()
        print(f"[{tag}] restored {mgr.latest_checkpoint} at step {int(step)}")

    @tf.function
    def train_step(xb, yb):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(xb, training=True) - yb))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        step.assign_add(1)
        return loss

    for e in range(epochs):
        losses = [float(train_step(xb, yb)) for xb, yb in ds]
        path = mgr.save()
        print(f"[{tag}] epoch {e + 1} step {int(step)} mse {np.mean(losses):.4f} saved {os.path.basename(path)}")

run(4, "job1")
run(3, "job2-resume")
print("done")
