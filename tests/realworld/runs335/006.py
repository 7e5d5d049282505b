"""Keras 3 port of a PyTorch pretrain -> resume workflow (torch.save/torch.load replaced by tf.train.Checkpoint)."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(5)
CKPT_DIR = "ckpt_sensor_clf"
N_FEATURES, N_CLASSES = 24, 4

rng = np.random.default_rng(0)
centers = rng.normal(scale=2.0, size=(N_CLASSES, N_FEATURES)).astype("float32")
def make_split(n):
    y = rng.integers(0, N_CLASSES, size=n)
    x = centers[y] + rng.normal(size=(n, N_FEATURES)).astype("float32")
    return x.astype("float32"), y.astype("int32")
x_train, y_train = make_split(6000)
x_val, y_val = make_split(1000)
train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(6000).batch(128)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)


def build_model():
    inp = keras.Input((N_FEATURES,))
    x = layers.Dense(128, activation="relu")(inp)
    x = layers.Dropout(0.1)(x)
    x = layers.Dense(64, activation="relu")(x)
    out = layers.Dense(N_CLASSES)(x)
    m = keras.Model(inp, out)
    m.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
    return m


# ---- stage 1: pretrain and save (train.py) ----
model = build_model()
model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)
ckpt = tf.train.Checkpoint(net=model)
manager = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=2)
path = manager.save()
print("saved checkpoint:", path)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"stage1 val_loss={loss:.4f} val_acc={acc:.4f}")
del model, ckpt, manager

# ---- stage 2: resume and fine-tune (finetune.py) ----
model = build_model()
ckpt = tf.train.Checkpoint(model=model)
latest = tf.train.latest_checkpoint(CKPT_DIR)
status = ckpt.restore(latest)
print("restored from", latest)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"resumed val_loss={loss:.4f} val_acc={acc:.4f}")
model.optimizer.learning_rate.assign(1e-4)
model.fit(train_ds, validation_data=val_ds, epochs=1, verbose=2)
