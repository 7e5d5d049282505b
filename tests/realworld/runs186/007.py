"""Denoising autoencoder on 1-D vibration windows, custom tf.function loop
(ported from a PyTorch loop), checkpointing with tf.train.CheckpointManager."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(1)
rng = np.random.default_rng(1)
L = 128
t = np.linspace(0, 1, L, dtype="float32")
freqs = rng.uniform(3, 12, size=(3000, 1)).astype("float32")
clean = np.sin(2 * np.pi * freqs * t)[..., None].astype("float32")
noisy = clean + rng.normal(0, 0.3, clean.shape).astype("float32")

train_ds = (tf.data.Dataset.from_tensor_slices((noisy[:2600], clean[:2600]))
            .shuffle(2600, seed=1).batch(64).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((noisy[2600:], clean[2600:])).batch(200)

model = keras.Sequential([
    keras.Input((L, 1)),
    layers.Conv1D(16, 7, padding="same", activation="relu"),
    layers.Conv1D(32, 5, padding="same", activation="relu", strides=2),
    layers.Conv1DTranspose(16, 5, padding="same", activation="relu", strides=2),
    layers.Conv1D(1, 7, padding="same"),
], name="denoiser")
optimizer = keras.optimizers.Adam(
    keras.optimizers.schedules.CosineDecay(1e-3, decay_steps=41 * 8, warmup_target=None))
mse = keras.losses.MeanSquaredError()
ckpt = tf.train.Checkpoint(model=model, optimizer=optimizer)
manager = tf.train.CheckpointManager(ckpt, "/home/user/project/ckpt_007", max_to_keep=2)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = mse(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function
def val_step(x, y):
    return mse(y, model(x, training=False))


step = 0
for epoch in range(8):
    t0 = time.time()
    for x, y in train_ds:
        loss = train_step(x, y)
        step += 1
        if step % 20 == 0:
            print(f"step {step:4d} | loss {float(loss):.5f} | lr {float(optimizer.learning_rate):.2e}")
    val = np.mean([float(val_step(x, y)) for x, y in val_ds])
    path = manager.save()
    print(f"epoch {epoch} | val_mse {val:.5f} | {time.time() - t0:.1f}s | saved {path}")
