# GRU sequence classifier: train, save with tf.train.Checkpoint, then a separate evaluation job restores it
import os, shutil, numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(8)
x = rng.normal(size=(2000, 20, 8)).astype("float32")
y = (x[:, :, 0].sum(1) > 0).astype("int32")

def build():
    return keras.Sequential([keras.Input(shape=(20, 8)), layers.GRU(32), layers.Dense(2)])

# --- training job ---
shutil.rmtree("ckpt008", ignore_errors=True)
model = build()
opt = keras.optimizers.Adam(3e-3)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x[:1600], y[:1600], batch_size=64, epochs=4, verbose=2)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
path = ckpt.save("ckpt008/ckpt")
print("saved checkpoint to", path)
print("train-job eval:", model.evaluate(x[1600:], y[1600:], verbose=0))

# --- evaluation job ---
eval_model = build()
eval_model.compile(metrics=["accuracy"], loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
restore = tf.train.Checkpoint(net=eval_model)
restore.restore(tf.train.latest_checkpoint("ckpt008"))
print("restored from", tf.train.latest_checkpoint("ckpt008"))
loss, acc = eval_model.evaluate(x[1600:], y[1600:], verbose=0)
print(f"eval-job: loss {loss:.4f} accuracy {acc:.4f}")
