# Train a text-classification model, checkpoint it with tf.train.CheckpointManager, then restore into a fresh model for evaluation.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(5)
VOCAB, SEQ, CLASSES = 2000, 40, 3
rng = np.random.default_rng(5)

def make_split(n):
    y = rng.integers(0, CLASSES, n)
    x = rng.integers(3 + CLASSES, VOCAB, size=(n, SEQ))
    # class-indicative tokens sprinkled into the sequence
    for i in range(n):
        pos = rng.choice(SEQ, 4, replace=False)
        x[i, pos] = 3 + y[i]
    return x.astype("int32"), y.astype("int32")

xtr, ytr = make_split(4000)
xva, yva = make_split(1000)
train_ds = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(4000).batch(64).prefetch(2)
val_ds = tf.data.Dataset.from_tensor_slices((xva, yva)).batch(256)

def build():
    return keras.Sequential([
        keras.Input(shape=(SEQ,), dtype="int32"),
        layers.Embedding(VOCAB, 64),
        layers.Conv1D(64, 3, activation="relu", padding="same"),
        layers.GlobalMaxPooling1D(),
        layers.Dense(64, activation="relu"),
        layers.Dense(CLASSES),
    ])

loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(optimizer=opt, loss=loss_fn, metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)

ckpt = tf.train.Checkpoint(model=model, optimizer=opt, step=tf.Variable(3))
manager = tf.train.CheckpointManager(ckpt, "ckpts/textcnn", max_to_keep=2)
path = manager.save()
print("saved checkpoint:", path)
_, acc = model.evaluate(val_ds, verbose=0)
print(f"trained model val accuracy: {acc:.4f}")

# ---- evaluation job: fresh process state, rebuild and restore ----
eval_model = build()
eval_model.compile(loss=loss_fn, metrics=["accuracy"])
restore_ckpt = tf.train.Checkpoint(net=eval_model)
latest = tf.train.latest_checkpoint("ckpts/textcnn")
status = restore_ckpt.restore(latest).expect_partial()
print("restored from", latest)
eval_loss, eval_acc = eval_model.evaluate(val_ds, verbose=0)
print(f"restored model val loss {eval_loss:.4f} accuracy {eval_acc:.4f}")
