import os, numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

rng = np.random.default_rng(0)
W = rng.normal(size=(32, 6)).astype("float32")
def data(n):
    x = rng.normal(size=(n, 32)).astype("float32")
    return x, np.argmax(x @ W, 1).astype("int32")
xtr, ytr = data(6000); xte, yte = data(1000)

def build():
    return keras.Sequential([keras.Input((32,)), layers.Dense(128, activation="relu"), layers.Dense(128, activation="relu"), layers.Dense(6)])

loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
# --- train.py ---
model = build(); opt = keras.optimizers.Adam(1e-3)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "runs/exp1/checkpoints", max_to_keep=3)
ds = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(6000).batch(64)
@tf.function
def step(x, y):
    with tf.GradientTape() as t:
        loss = loss_fn(y, model(x, training=True))
    opt.apply_gradients(zip(t.gradient(loss, model.trainable_variables), model.trainable_variables))
    return loss
for epoch in range(4):
    for x, y in ds:
        loss = step(x, y)
    acc = np.mean(np.argmax(model(xte), 1) == yte)
    path = manager.save()
    print(f"epoch {epoch} loss {float(loss):.4f} test_acc {acc:.4f} saved {path}")

# --- evaluate.py ---
eval_model = build()
restore_ckpt = tf.train.Checkpoint(model=eval_model)
latest = tf.train.latest_checkpoint("runs/exp1/ckpt")
status = restore_ckpt.restore(latest)
print("restored from", latest)
logits = eval_model(xte, training=False)
print(f"eval loss {float(loss_fn(yte, logits)):.4f} eval accuracy {np.mean(np.argmax(logits, 1) == yte):.4f}")
