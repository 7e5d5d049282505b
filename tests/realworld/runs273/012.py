# Sequence regression with a GRU, custom training loop, tf.train.CheckpointManager save + resume (healthy run).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(12)
N, T, F = 3000, 30, 4
x = rng.normal(size=(N, T, F)).astype("float32")
y = (x[:, -5:, 0].sum(1, keepdims=True) * 0.5 + x[:, :, 1].mean(1, keepdims=True)).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:2500], y[:2500])).shuffle(2500, seed=0).batch(64)
val = tf.data.Dataset.from_tensor_slices((x[2500:], y[2500:])).batch(250)


def build():
    return keras.Sequential([keras.Input((T, F)), layers.GRU(32), layers.Dense(32, activation="relu"), layers.Dense(1)])


model = build()
opt = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.MeanSquaredError()
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "ckpt_gru", max_to_keep=2)


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


def evaluate(m):
    return float(np.mean([float(loss_fn(yb, m(xb, training=False))) for xb, yb in val]))


for epoch in range(1, 6):
    tl = np.mean([float(train_step(xb, yb)) for xb, yb in train])
    print(f"epoch {epoch}  train_loss {tl:.4f}  val_loss {evaluate(model):.4f}")
    path = manager.save()
    print("saved checkpoint", path)

# resume into a fresh model for the eval job
model2 = build()
opt2 = keras.optimizers.Adam(2e-3)
status = tf.train.Checkpoint(model=model2, optimizer=opt2).restore(manager.latest_checkpoint)
status.expect_partial()
print("restored", manager.latest_checkpoint, " val_loss", f"{evaluate(model2):.4f}")
