# train.py saves a full training checkpoint; serve.py (below) restores only the model and checks it
import os, shutil
import numpy as np
import tensorflow as tf
import keras

CKPT_DIR = "/tmp/runs83_003_ckpt"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

def build_model():
    return keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"),
                             keras.layers.Dense(1)])

# ---- training job ----
rng = np.random.default_rng(0)
X = rng.normal(size=(256, 16)).astype("float32"); y = X @ rng.normal(size=(16, 1)).astype("float32")
model = build_model()
opt = keras.optimizers.Adam(1e-2)
step = tf.Variable(0, dtype=tf.int64)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt, step=step)
manager = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=3)
for epoch in range(3):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((model(X) - y) ** 2)
    opt.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    step.assign_add(1)
    print(f"epoch {epoch} loss {float(loss):.4f} saved {manager.save()}")

# ---- serving job: only the model is needed ----
serve_model = build_model()
status = tf.train.Checkpoint(model=serve_model).restore(tf.train.latest_checkpoint(CKPT_DIR))
status.assert_consumed()   # make sure every weight was loaded
print("restored, prediction:", serve_model(X[:2]).numpy().ravel())
