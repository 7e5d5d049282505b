# Minimal GAN on 2-D toy data, one GradientTape for both networks (ported from a torch loop)
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
real_data = (rng.normal(size=(4096, 2)) * [0.5, 0.2] + [2.0, -1.0]).astype("float32")
ds = tf.data.Dataset.from_tensor_slices(real_data).shuffle(4096).batch(128, drop_remainder=True)

G = keras.Sequential([keras.Input((8,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(2)], name="G")
D = keras.Sequential([keras.Input((2,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)], name="D")
g_opt, d_opt = keras.optimizers.Adam(1e-3), keras.optimizers.Adam(1e-3)
bce = keras.losses.BinaryCrossentropy(from_logits=True)

@tf.function
def train_step(real):
    z = tf.random.normal([tf.shape(real)[0], 8])
    with tf.GradientTape() as tape:
        fake = G(z, training=True)
        d_real, d_fake = D(real, training=True), D(fake, training=True)
        d_loss = bce(tf.ones_like(d_real), d_real) + bce(tf.zeros_like(d_fake), d_fake)
        g_loss = bce(tf.ones_like(d_fake), d_fake)
    d_grads = tape.gradient(d_loss, D.trainable_variables)
    d_opt.apply_gradients(zip(d_grads, D.trainable_variables))
    g_grads = tape.gradient(g_loss, G.trainable_variables)
    g_opt.apply_gradients(zip(g_grads, G.trainable_variables))
    return d_loss, g_loss

for epoch in range(5):
    for real in ds:
        d_loss, g_loss = train_step(real)
    print(f"epoch {epoch} d_loss {float(d_loss):.4f} g_loss {float(g_loss):.4f}")
