# Train, checkpoint with tf.train.Checkpoint, then restore in a separate eval script section
import numpy as np
import tensorflow as tf
import keras

def make_model():
    return keras.Sequential([keras.Input((24,)), keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(64, activation="relu"), keras.layers.Dense(3)])

rng = np.random.default_rng(7)
centers = rng.normal(scale=2.0, size=(3, 24)).astype("float32")
y = rng.integers(0, 3, size=6000)
x = (centers[y] + rng.normal(size=(6000, 24))).astype("float32")
x_tr, y_tr, x_te, y_te = x[:5000], y[:5000], x[5000:], y[5000:]

# ---- train
model = make_model()
opt = keras.optimizers.Adam(1e-3)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x_tr, y_tr, batch_size=64, epochs=3, verbose=2)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
path = ckpt.save("ckpt/run")
print("saved checkpoint:", path)

# ---- evaluation (restores the latest checkpoint into a fresh model)
eval_model = make_model()
eval_model.compile(metrics=["accuracy"], loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
restore = tf.train.Checkpoint(net=eval_model)
status = restore.restore(tf.train.latest_checkpoint("ckpt"))
print("restored from", tf.train.latest_checkpoint("ckpt"))
loss, acc = eval_model.evaluate(x_te, y_te, batch_size=256, verbose=0)
print(f"eval loss {loss:.4f} eval accuracy {acc:.4f}")
