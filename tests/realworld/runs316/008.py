# Train, checkpoint with tf.train.Checkpoint, then restore in a separate "eval" section
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(7)
X = rng.normal(size=(4096, 24)).astype("float32")
W = rng.normal(size=(24, 5)).astype("float32")
y = np.argmax(X @ W, axis=1).astype("int32")
Xte = rng.normal(size=(1024, 24)).astype("float32"); yte = np.argmax(Xte @ W, axis=1).astype("int32")

def build():
    return keras.Sequential([keras.Input((24,)), keras.layers.Dense(128, activation="relu"),
                             keras.layers.Dense(5)])

# ---- training ----
model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, batch_size=64, epochs=5, verbose=2)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
path = ckpt.save("ckpts/run")
print("checkpoint written to", path)
print("train-time test accuracy:", model.evaluate(Xte, yte, verbose=0)[1])

# ---- evaluation (reloading as in the eval script) ----
eval_model = build()
eval_ckpt = tf.train.Checkpoint(net=eval_model)
status = eval_ckpt.restore(tf.train.latest_checkpoint("ckpts")).expect_partial()
print("restored from", tf.train.latest_checkpoint("ckpts"))
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
loss, acc = eval_model.evaluate(Xte, yte, verbose=0)
print(f"eval loss {loss:.4f} eval accuracy {acc:.4f}")
