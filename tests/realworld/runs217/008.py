# Train, checkpoint with tf.train.CheckpointManager, then reload for evaluation (port of torch.save/load_state_dict)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(8)
centers = rng.normal(scale=2.0, size=(5, 32)).astype("float32")
def make(n):
    y = rng.integers(0, 5, size=(n,))
    return (centers[y] + rng.normal(size=(n, 32)).astype("float32")), y
x_tr, y_tr = make(3000); x_te, y_te = make(600)
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(3000).batch(64)
test_ds = tf.data.Dataset.from_tensor_slices((x_te, y_te)).batch(200)

def build():
    return keras.Sequential([keras.Input(shape=(32,)),
                             layers.Dense(64, activation="relu"),
                             layers.Dense(64, activation="relu"),
                             layers.Dense(5)], name="mlp")

loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(optimizer=opt, loss=loss_fn, metrics=["accuracy"])
model.fit(train_ds, epochs=3, verbose=2)
print("train-time test:", dict(zip(["loss", "accuracy"], model.evaluate(test_ds, verbose=0))))

ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "ckpt_mlp", max_to_keep=2)
path = manager.save()
print("Saved checkpoint:", path)

# ---- evaluation job ----
eval_model = build()
restore_ckpt = tf.train.Checkpoint(net=eval_model)
status = restore_ckpt.restore(tf.train.latest_checkpoint("ckpt_mlp")).expect_partial()
print("Restored from", tf.train.latest_checkpoint("ckpt_mlp"))
eval_model.compile(loss=loss_fn, metrics=["accuracy"])
loss, acc = eval_model.evaluate(test_ds, verbose=0)
print(f"eval: loss={loss:.4f} accuracy={acc:.4f}")
