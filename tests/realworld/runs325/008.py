import os
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(8)
N, D, C = 3000, 20, 3
w_true = rng.normal(size=(D, C)).astype("float32")
x = rng.normal(size=(N, D)).astype("float32")
y = np.argmax(x @ w_true, axis=1).astype("int32")
x_tr, y_tr, x_te, y_te = x[:2500], y[:2500], x[2500:], y[2500:]

def build():
    return keras.Sequential([keras.Input((D,)),
                             keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(C)])

# ---- train job ----
model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x_tr, y_tr, batch_size=64, epochs=5, verbose=2)
print("train-job test acc:", model.evaluate(x_te, y_te, verbose=0)[1])
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
path = ckpt.save(os.path.join("ckpt_008", "ckpt"))
print("saved checkpoint", path)

# ---- eval job (separate entry point in the repo) ----
eval_model = build()
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
status = tf.train.Checkpoint(net=eval_model).restore(tf.train.latest_checkpoint("ckpt_008")).expect_partial()
print("restored from", tf.train.latest_checkpoint("ckpt_008"))
loss, acc = eval_model.evaluate(x_te, y_te, batch_size=128, verbose=0)
print(f"eval job: test loss {loss:.4f} test acc {acc:.4f}")
