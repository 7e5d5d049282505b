"""Train with tf.train.CheckpointManager, then evaluate the best checkpoint in a freshly built model."""
import os
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(7)
rng = np.random.default_rng(7)

NUM_CLASSES = 10
D = 32
centers = rng.normal(scale=2.0, size=(NUM_CLASSES, D)).astype("float32")


def make(n):
    y = rng.integers(0, NUM_CLASSES, size=n).astype("int32")
    return (centers[y] + rng.normal(size=(n, D))).astype("float32"), y


x_tr, y_tr = make(10000)
x_te, y_te = make(2000)
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(10000).batch(128)
test_ds = tf.data.Dataset.from_tensor_slices((x_te, y_te)).batch(500)


def build_classifier():
    return keras.Sequential([
        keras.Input((D,)),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dropout(0.2),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(NUM_CLASSES),
    ])


def evaluate(net):
    acc = keras.metrics.SparseCategoricalAccuracy()
    for xb, yb in test_ds:
        acc.update_state(yb, net(xb, training=False))
    return float(acc.result())


# ------------------------------------------------------------------ training
model = build_classifier()
optimizer = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ckpt_dir = "ckpt_007"
ckpt = tf.train.Checkpoint(model=model, optimizer=optimizer, epoch=tf.Variable(0))
manager = tf.train.CheckpointManager(ckpt, ckpt_dir, max_to_keep=3)


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(4):
    losses = [float(train_step(xb, yb)) for xb, yb in train_ds]
    ckpt.epoch.assign_add(1)
    path = manager.save()
    print(f"epoch {epoch + 1} loss {np.mean(losses):.4f} test_acc {evaluate(model):.4f} saved {path}")

# ------------------------------------------------------------------ evaluate.py
eval_model = build_classifier()
latest = tf.train.latest_checkpoint(ckpt_dir)
print(f"restoring {latest}")
status = tf.train.Checkpoint(classifier=eval_model).restore(latest).expect_partial()
print(f"restored model test_acc {evaluate(eval_model):.4f}")
