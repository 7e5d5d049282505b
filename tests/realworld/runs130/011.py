"""Fraud classifier: custom stateful F1 metric, per-sample weights in the dataset,
tf.train.CheckpointManager for resumable training (resumes if a checkpoint exists)."""
import shutil
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(11)
rng = np.random.default_rng(11)
CKPT_DIR = "/home/user/project/fraud_ckpt_011"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

N, D = 6000, 20
x = rng.normal(size=(N, D)).astype("float32")
score = x[:, 0] + 0.8 * x[:, 1] - 0.5 * x[:, 2]
y = (score > 1.6).astype("float32")
w = np.where(y == 1, 4.0, 1.0).astype("float32")
print(f"positive rate {y.mean():.3f}")

train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000], w[:5000])).shuffle(5000).batch(128)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(512)


class F1Score(keras.metrics.Metric):
    def __init__(self, threshold=0.5, name="f1", **kw):
        super().__init__(name=name, **kw)
        self.threshold = threshold
        self.tp = self.add_variable(shape=(), initializer="zeros", name="tp")
        self.fp = self.add_variable(shape=(), initializer="zeros", name="fp")
        self.fn = self.add_variable(shape=(), initializer="zeros", name="fn")

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = tf.cast(tf.reshape(y_true, [-1]), tf.float32)
        y_hat = tf.cast(tf.reshape(y_pred, [-1]) > self.threshold, tf.float32)
        self.tp.assign_add(tf.reduce_sum(y_true * y_hat))
        self.fp.assign_add(tf.reduce_sum((1 - y_true) * y_hat))
        self.fn.assign_add(tf.reduce_sum(y_true * (1 - y_hat)))

    def result(self):
        return 2 * self.tp / tf.maximum(2 * self.tp + self.fp + self.fn, 1.0)


model = keras.Sequential([keras.Input(shape=(D,)),
                          keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
optimizer = keras.optimizers.Adam(2e-3)
bce = keras.losses.BinaryCrossentropy()
f1 = F1Score()
step = tf.Variable(0, dtype=tf.int64)
ckpt = tf.train.Checkpoint(model=model, optimizer=optimizer, step=step)
manager = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=2)
status = ckpt.restore(manager.latest_checkpoint)
print("resumed from", manager.latest_checkpoint) if manager.latest_checkpoint else print("starting from scratch")


@tf.function
def train_step(xb, yb, wb):
    with tf.GradientTape() as tape:
        p = model(xb, training=True)
        loss = bce(yb[:, None], p, sample_weight=wb)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    step.assign_add(1)
    return loss


for epoch in range(1, 6):
    losses = [float(train_step(xb, yb, wb)) for xb, yb, wb in train]
    f1.reset_state()
    for xb, yb in val:
        f1.update_state(yb, model(xb, training=False))
    path = manager.save(checkpoint_number=int(step.numpy()))
    print(f"epoch {epoch}: weighted_loss={np.mean(losses):.4f} val_f1={float(f1.result()):.4f} saved {path}")

# second job: restore the latest checkpoint into a fresh model and re-evaluate
model2 = keras.Sequential([keras.Input(shape=(D,)),
                           keras.layers.Dense(32, activation="relu"),
                           keras.layers.Dense(1, activation="sigmoid")])
ckpt2 = tf.train.Checkpoint(model=model2)
ckpt2.restore(manager.latest_checkpoint).expect_partial().assert_existing_objects_matched()
f1.reset_state()
for xb, yb in val:
    f1.update_state(yb, model2(xb, training=False))
print(f"restored {manager.latest_checkpoint}: val_f1={float(f1.result()):.4f}")
