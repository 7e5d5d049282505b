# GAN-style custom loop ported from torch: the generator output is computed before the tape
# (in torch autograd records it anyway).
import numpy as np
import tensorflow as tf
import keras

latent = 16
gen = keras.Sequential([keras.Input((latent,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(8)])
disc = keras.Sequential([keras.Input((8,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
g_opt = keras.optimizers.Adam(1e-4); d_opt = keras.optimizers.Adam(1e-4)
bce = keras.losses.BinaryCrossentropy(from_logits=True)
real_data = np.random.randn(2048, 8).astype("float32") * 0.5 + 1.0

@tf.function
def train_step(real):
    z = tf.random.normal([tf.shape(real)[0], latent])
    fake = gen(z, training=True)
    with tf.GradientTape() as d_tape:
        d_loss = bce(tf.ones_like(real[:, :1]), disc(real, training=True)) + \
                 bce(tf.zeros_like(real[:, :1]), disc(fake, training=True))
    d_grads = d_tape.gradient(d_loss, disc.trainable_variables)
    d_opt.apply_gradients(zip(d_grads, disc.trainable_variables))
    with tf.GradientTape() as g_tape:
        g_loss = bce(tf.ones_like(real[:, :1]), disc(fake, training=True))
    g_grads = g_tape.gradient(g_loss, gen.trainable_variables)
    g_opt.apply_gradients(zip(g_grads, gen.trainable_variables))
    return d_loss, g_loss

ds = tf.data.Dataset.from_tensor_slices(real_data).shuffle(2048).batch(64)
for epoch in range(3):
    for real in ds:
        d_loss, g_loss = train_step(real)
    print(f"epoch {epoch} d_loss {float(d_loss):.4f} g_loss {float(g_loss):.4f}")
