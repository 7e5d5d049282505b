# Train a classifier, checkpoint it with tf.train.CheckpointManager, then reload in an eval-only "inference" object.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(8)
centers = rng.normal(scale=3.0, size=(5, 32)).astype("float32")
def make(n):
    y = rng.integers(0, 5, size=n)
    return (centers[y] + rng.normal(size=(n, 32))).astype("float32"), y
Xtr, Ytr = make(5000); Xte, Yte = make(1000)

def build():
    return keras.Sequential([keras.Input(shape=(32,)), keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(5)])

# ---- training job ----
model = build()
opt = keras.optimizers.Adam(1e-3)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "./ckpt_008", max_to_keep=2)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ds = tf.data.Dataset.from_tensor_slices((Xtr, Ytr)).shuffle(5000, seed=0).batch(128)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    opt.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    return loss

for epoch in range(3):
    l = np.mean([float(train_step(xb, yb)) for xb, yb in ds])
    acc = np.mean(np.argmax(model.predict(Xte, verbose=0), 1) == Yte)
    path = manager.save()
    print(f"epoch {epoch+1} loss {l:.4f} test_acc {acc:.4f} saved {path}")

# ---- inference job (fresh model, weights from latest checkpoint) ----
infer_model = build()
restore_ckpt = tf.train.Checkpoint(net=infer_model)
latest = tf.train.latest_checkpoint("./ckpt_008")
print("restoring from", latest)
restore_ckpt.restore(latest).expect_partial()
pred = np.argmax(infer_model.predict(Xte, verbose=0), 1)
print(f"restored model test_acc {np.mean(pred == Yte):.4f}")
