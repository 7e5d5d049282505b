# Train an MLP classifier, checkpoint with tf.train.CheckpointManager, then restore in a separate eval model
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
centers = rng.normal(0, 3, size=(4, 16))
y = rng.integers(0, 4, size=4000)
X = (centers[y] + rng.normal(0, 1, size=(4000, 16))).astype("float32")
train = tf.data.Dataset.from_tensor_slices((X[:3200], y[:3200])).shuffle(3200).batch(64)
Xte, yte = X[3200:], y[3200:]

def make_model():
    return keras.Sequential([keras.Input(shape=(16,)), layers.Dense(64, activation="relu"),
                             layers.Dense(64, activation="relu"), layers.Dense(4)])

model = make_model()
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, epochs=3, verbose=2)
loss, acc = model.evaluate(Xte, yte, verbose=0)
print(f"trained model: test loss {loss:.4f} test acc {acc:.4f}")

ckpt = tf.train.Checkpoint(model=model, optimizer=model.optimizer)
manager = tf.train.CheckpointManager(ckpt, "./ckpt_007", max_to_keep=2)
path = manager.save()
print("saved checkpoint:", path)

# ---- evaluation job ----
eval_model = make_model()
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
restore_ckpt = tf.train.Checkpoint(net=eval_model)
latest = tf.train.latest_checkpoint("./ckpt_007")
restore_ckpt.restore(latest)
print("restored from", latest)
loss, acc = eval_model.evaluate(Xte, yte, verbose=0)
print(f"restored model: test loss {loss:.4f} test acc {acc:.4f}")
