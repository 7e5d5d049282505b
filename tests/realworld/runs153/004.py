"""Fine-tune from a tf.train.Checkpoint written by the pre-training script, then evaluate.
The pre-training part is included so the example is self-contained."""
import os, shutil
import numpy as np
import tensorflow as tf
import keras

CKPT_DIR = "/home/user/project/ckpt_004"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

rng = np.random.default_rng(4)
X = rng.normal(size=(3000, 16)).astype("float32")
W = rng.normal(size=(16, 3)).astype("float32")
Y = np.argmax(X @ W, 1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X[:2500], Y[:2500])).shuffle(2500).batch(50)
val = (X[2500:], Y[2500:])

def build():
    return keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"),
                             keras.layers.Dense(3)], name="clf")

# ---------------- pre-training (train.py) ----------------
model = build()
opt = keras.optimizers.Adam(3e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=2)

@tf.function
def step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    g = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(g, model.trainable_variables))
    return loss

for epoch in range(4):
    for x, y in ds:
        loss = step(x, y)
    acc = np.mean(np.argmax(model(val[0]).numpy(), 1) == val[1])
    path = manager.save()
    print(f"[pretrain] epoch {epoch} loss {loss.numpy():.4f} val_acc {acc:.4f} saved {path}")

# ---------------- evaluate.py ----------------
eval_model = build()
eval_model.build((None, 16))
restore = tf.train.Checkpoint(net=eval_model)
status = restore.restore(tf.train.latest_checkpoint(CKPT_DIR))
print("restored from", tf.train.latest_checkpoint(CKPT_DIR))
logits = eval_model(val[0])
acc = np.mean(np.argmax(logits.numpy(), 1) == val[1])
print(f"[eval] restored model val_acc {acc:.4f}")
