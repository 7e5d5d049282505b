"""Train with a tf.train.CheckpointManager, then restore the latest checkpoint in a fresh evaluation model."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers


class Classifier(keras.Model):
    def __init__(self, num_classes=8):
        super().__init__()
        self.body = keras.Sequential([layers.Dense(128, activation="relu"), layers.Dense(64, activation="relu")])
        self.head = layers.Dense(num_classes)

    def call(self, x, training=False):
        return self.head(self.body(x, training=training))


rng = np.random.default_rng(5)
centers = rng.normal(scale=3.0, size=(8, 16))
y = rng.integers(0, 8, size=4000)
X = (centers[y] + rng.normal(size=(4000, 16))).astype("float32")
train_ds = tf.data.Dataset.from_tensor_slices((X[:3200], y[:3200])).shuffle(3200).batch(64)
test_ds = tf.data.Dataset.from_tensor_slices((X[3200:], y[3200:])).batch(256)

loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
model = Classifier()
opt = keras.optimizers.Adam(1e-3)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "ckpts", max_to_keep=2)


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(3):
    losses = [float(train_step(xb, yb)) for xb, yb in train_ds]
    acc = keras.metrics.SparseCategoricalAccuracy()
    for xb, yb in test_ds:
        acc.update_state(yb, model(xb))
    path = manager.save()
    print(f"epoch {epoch + 1}: train_loss={np.mean(losses):.4f} test_acc={float(acc.result()):.4f} saved {path}")

# ---- evaluation process (as in eval.py) ----
eval_model = Classifier()
eval_model(tf.zeros((1, 16)))
eval_ckpt = tf.train.Checkpoint(net=eval_model)
eval_ckpt.restore(tf.train.latest_checkpoint("ckpts")).expect_partial()
print("restored from", tf.train.latest_checkpoint("ckpts"))
acc = keras.metrics.SparseCategoricalAccuracy()
for xb, yb in test_ds:
    acc.update_state(yb, eval_model(xb))
print(f"eval: test_acc={float(acc.result()):.4f}")
