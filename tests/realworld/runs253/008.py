# Train, checkpoint with tf.train.CheckpointManager, then reload in a separate eval script section.
import numpy as np, tensorflow as tf, keras
from keras import layers
rng = np.random.default_rng(7)
N, D, C = 4000, 20, 5
centers = rng.normal(0, 2.5, size=(C, D))
labels = rng.integers(0, C, N)
feats = (centers[labels] + rng.normal(size=(N, D))).astype("float32")
def build():
    return keras.Sequential([keras.Input((D,)), layers.Dense(64, activation="relu"),
                             layers.Dense(C)], name="clf")
# ---- training (train.py) ----
model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(optimizer=opt, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(feats[:3000], labels[:3000], epochs=5, batch_size=64, verbose=2)
ckpt = tf.train.Checkpoint(net=model, optimizer=opt)
mgr = tf.train.CheckpointManager(ckpt, "ckpts", max_to_keep=2)
path = mgr.save()
print("saved checkpoint:", path)
print("train-time eval:", model.evaluate(feats[3000:], labels[3000:], verbose=0))
# ---- evaluation (eval.py) ----
eval_model = build()
restore = tf.train.Checkpoint(model=eval_model)
status = restore.restore(tf.train.latest_checkpoint("ckpts")).expect_partial()
print("restored from", tf.train.latest_checkpoint("ckpts"))
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
loss, acc = eval_model.evaluate(feats[3000:], labels[3000:], verbose=2)
print(f"eval loss {loss:.4f} accuracy {acc:.4f}")
