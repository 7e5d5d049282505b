# Custom GradientTape training loop (ported from a PyTorch loop) for a small regression MLP,
# with a checkpoint manager for resuming.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(8)
rng = np.random.default_rng(8)
n, d = 4096, 10
x = rng.normal(size=(n, d)).astype("float32")
y = (np.sin(x[:, :1]) + 0.5 * x[:, 1:2] ** 2 + 0.05 * rng.normal(size=(n, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(n, seed=8).batch(128)

model = keras.Sequential([keras.Input(shape=(d,)), layers.Dense(64, activation="gelu"),
                          layers.Dense(64, activation="gelu"), layers.Dense(1)])
opt = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.MeanSquaredError()
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "/home/user/project/008_ckpt", max_to_keep=2)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

global_step = 0
for epoch in range(4):
    epoch_loss = keras.metrics.Mean()
    for xb, yb in ds:
        loss = train_step(xb, yb)
        epoch_loss.update_state(loss)
        global_step += 1
        if global_step % 16 == 0:
            print(f"step {global_step:4d} | loss {float(loss):.4f}")
    path = manager.save()
    print(f"epoch {epoch + 1}: mean loss {float(epoch_loss.result()):.4f} | saved {path}")
