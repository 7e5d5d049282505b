"""Energy-load forecaster: GRU over 24h windows, custom GradientTape training loop
with tf.function, gradient clipping, CheckpointManager and a validation pass."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(3)
rng = np.random.default_rng(3)
t = np.arange(6000, dtype="float32")
load = np.sin(2 * np.pi * t / 24) + 0.5 * np.sin(2 * np.pi * t / 168) + 0.1 * rng.normal(size=t.shape)
load = ((load - load.mean()) / load.std()).astype("float32")

WIN = 24
X = np.stack([load[i:i + WIN] for i in range(len(load) - WIN)])[..., None]
Y = load[WIN:][:, None]
split = int(0.85 * len(X))
train_ds = tf.data.Dataset.from_tensor_slices((X[:split], Y[:split])).shuffle(4096).batch(128, drop_remainder=True)
val_ds = tf.data.Dataset.from_tensor_slices((X[split:], Y[split:])).batch(256)

model = keras.Sequential([keras.Input((WIN, 1)), layers.GRU(32), layers.Dense(16, activation="relu"), layers.Dense(1)])
opt = keras.optimizers.Adam(3e-3, global_clipnorm=1.0)
mse = keras.losses.MeanSquaredError()
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "/home/user/project/ckpt_008", max_to_keep=2)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = mse(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function
def eval_step(x, y):
    return mse(y, model(x, training=False))


for epoch in range(4):
    train_loss = keras.metrics.Mean()
    for step, (x, y) in enumerate(train_ds):
        train_loss.update_state(train_step(x, y))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {train_loss.result().numpy():.4f}")
    val_loss = keras.metrics.Mean()
    for x, y in val_ds:
        val_loss.update_state(eval_step(x, y))
    path = manager.save()
    print(f"epoch {epoch}: train_loss={train_loss.result().numpy():.4f} val_loss={val_loss.result().numpy():.4f} saved={path}")
