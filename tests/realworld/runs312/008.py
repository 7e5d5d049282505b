# Train, checkpoint with tf.train.Checkpoint, then evaluate in a separate "eval" phase
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(7)
N = 3000
y = rng.integers(0, 5, N)
centers = rng.normal(size=(5, 16)).astype("float32") * 2.0
x = (centers[y] + rng.normal(size=(N, 16))).astype("float32")

def build():
    return keras.Sequential([keras.Input((16,)), layers.Dense(64, activation="relu"), layers.Dense(5)])

model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x[:2500], y[:2500], epochs=5, batch_size=64, verbose=2)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
path = ckpt.save("ckpt/run")
print("saved checkpoint", path)

# ---- eval phase (in the original repo this is eval.py) ----
eval_model = build()
status = tf.train.Checkpoint(net=eval_model).restore(tf.train.latest_checkpoint("ckpt"))
print("restored from", tf.train.latest_checkpoint("ckpt"))
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
loss, acc = eval_model.evaluate(x[2500:], y[2500:], batch_size=256, verbose=0)
print(f"eval loss {loss:.4f} eval accuracy {acc:.4f}")
