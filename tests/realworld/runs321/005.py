"""Train an MLP classifier, checkpoint it with tf.train.Checkpoint, then evaluate from the checkpoint
in a fresh model (mirrors the train.py / eval.py pair of the original PyTorch project)."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

CKPT_DIR = "ckpt_005"
rng = np.random.default_rng(0)
centers = rng.normal(scale=3.0, size=(6, 16)).astype("float32")
def make_split(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 6, size=n)
    x = centers[y] + r.normal(size=(n, 16)).astype("float32")
    return x.astype("float32"), y.astype("int32")
x_tr, y_tr = make_split(6000, 1)
x_te, y_te = make_split(1000, 2)

def build_model():
    return keras.Sequential([
        keras.Input(shape=(16,)),
        layers.Dense(64, activation="relu"),
        layers.Dense(64, activation="relu"),
        layers.Dense(6),
    ])

# ------------------------------ train.py ------------------------------
model = build_model()
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(6000, seed=0).batch(128)

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=2)
for epoch in range(3):
    losses = [float(train_step(x, y)) for x, y in train_ds]
    acc = float(np.mean(np.argmax(model(x_te), axis=1) == y_te))
    print(f"epoch {epoch + 1}: train_loss={np.mean(losses):.4f} test_acc={acc:.4f}")
    path = manager.save()
    print("saved checkpoint", path)

# ------------------------------ eval.py -------------------------------
eval_model = build_model()
restore_ckpt = tf.train.Checkpoint(net=eval_model)
status = restore_ckpt.restore(tf.train.latest_checkpoint(CKPT_DIR))
print("restored from", tf.train.latest_checkpoint(CKPT_DIR))
logits = eval_model(x_te)
eval_loss = float(loss_fn(y_te, logits))
eval_acc = float(np.mean(np.argmax(logits, axis=1) == y_te))
print(f"eval: loss={eval_loss:.4f} acc={eval_acc:.4f} n={len(y_te)}")
