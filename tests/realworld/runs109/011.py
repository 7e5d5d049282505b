"""Multi-output regression (predict 3 sensor readings) with a custom loop,
checkpointing model + optimizer with tf.train.CheckpointManager and resuming.
Run twice in a row to simulate a pre-empted job.
"""
import shutil
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CKPT_DIR = "/home/user/project/ckpt_011"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

rng = np.random.default_rng(9)
X = rng.normal(size=(4096, 12)).astype("float32")
W = rng.normal(size=(12, 3)).astype("float32")
Y = (np.tanh(X @ W) + 0.05 * rng.normal(size=(4096, 3))).astype("float32")
train = tf.data.Dataset.from_tensor_slices((X, Y)).cache().shuffle(4096, seed=0).batch(128).prefetch(tf.data.AUTOTUNE)


def make():
    model = keras.Sequential([keras.Input((12,)), layers.Dense(64, activation="relu"),
                              layers.Dense(64, activation="relu"), layers.Dense(3)])
    opt = keras.optimizers.Adam(2e-3)
    step = tf.Variable(0, dtype=tf.int64, trainable=False)
    ckpt = tf.train.Checkpoint(model=model, optimizer=opt, step=step)
    mgr = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=2)
    return model, opt, step, ckpt, mgr


def run(epochs, tag):
    model, opt, step, ckpt, mgr = make()
    status = ckpt.restore(mgr.latest_checkpoint)
    if mgr.latest_checkpoint:
        opt.build(model.trainable_variables)
        status.assert_existing_objects_matched()
        print(f"[{tag}] resumed from {mgr.latest_checkpoint} at step {int(step)}")
    else:
        print(f"[{tag}] starting from scratch")
    loss_fn = keras.losses.MeanSquaredError()

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        step.assign_add(1)
        return loss

    for ep in range(epochs):
        losses = [float(train_step(x, y)) for x, y in train]
        path = mgr.save(checkpoint_number=int(step))
        print(f"[{tag}] epoch {ep} step {int(step)} mse {np.mean(losses):.5f} iterations {int(opt.iterations)} saved {path}")
    return model


run(3, "job1")
model = run(3, "job2")
print("final mse:", float(keras.losses.MeanSquaredError()(Y, model.predict(X, verbose=0))))
