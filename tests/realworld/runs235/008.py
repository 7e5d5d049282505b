# Train, checkpoint with tf.train.Checkpoint / CheckpointManager, then restore in a separate eval script
import os, numpy as np, tensorflow as tf, keras
from keras import layers

def build():
    return keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"),
                             layers.Dense(64, activation="relu"), layers.Dense(3)])

rng = np.random.default_rng(8)
w = rng.normal(size=(20, 3))
x = rng.normal(size=(3000, 20)).astype("float32")
y = np.argmax(x @ w, axis=1)
xtr, ytr, xte, yte = x[:2500], y[:2500], x[2500:], y[2500:]

# ---- training job ----
model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(xtr, ytr, batch_size=64, epochs=5, verbose=2)
print("train job eval:", model.evaluate(xte, yte, verbose=0))
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "ckpts", max_to_keep=2)
print("saved", manager.save())

# ---- eval job ----
eval_model = build()
restore_ckpt = tf.train.Checkpoint(net=eval_model)
latest = tf.train.latest_checkpoint("ckpts")
print("restoring from", latest)
restore_ckpt.restore(latest).expect_partial()
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
loss, acc = eval_model.evaluate(xte, yte, verbose=0)
print(f"eval loss {loss:.4f} accuracy {acc:.4f}")
