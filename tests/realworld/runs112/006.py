"""Tiny 1-D GAN on a bimodal distribution: two optimizers, persistent GradientTape."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(11)
latent = 8

def real_batch(n):
    modes = np.random.choice([-2.0, 2.0], size=(n, 1))
    return (modes + 0.3 * np.random.randn(n, 1)).astype("float32")

generator = keras.Sequential([keras.Input((latent,)), keras.layers.Dense(32, activation="relu"),
                              keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)], name="G")
discriminator = keras.Sequential([keras.Input((1,)), keras.layers.Dense(32, activation="leaky_relu"),
                                  keras.layers.Dense(1)], name="D")
g_opt = keras.optimizers.Adam(2e-4, beta_1=0.5)
d_opt = keras.optimizers.Adam(2e-4, beta_1=0.5)
bce = keras.losses.BinaryCrossentropy(from_logits=True)

@tf.function
def train_step(real):
    z = tf.random.normal((tf.shape(real)[0], latent))
    with tf.GradientTape(persistent=True) as tape:
        fake = generator(z, training=True)
        d_real = discriminator(real, training=True)
        d_fake = discriminator(fake, training=True)
        d_loss = bce(tf.ones_like(d_real), d_real) + bce(tf.zeros_like(d_fake), d_fake)
        g_loss = bce(tf.ones_like(d_fake), d_fake)
    d_grads = tape.gradient(d_loss, discriminator.trainable_variables)
    g_grads = tape.gradient(g_loss, generator.trainable_variables)
    del tape
    d_opt.apply_gradients(zip(d_grads, discriminator.trainable_variables))
    g_opt.apply_gradients(zip(g_grads, generator.trainable_variables))
    return d_loss, g_loss

for step in range(1, 601):
    d_loss, g_loss = train_step(real_batch(128))
    if step % 100 == 0:
        samples = generator(tf.random.normal((1000, latent))).numpy().ravel()
        print(f"step {step:4d}  d_loss={float(d_loss):.4f}  g_loss={float(g_loss):.4f}  "
              f"fake mean={samples.mean():+.3f} std={samples.std():.3f}")
print("done")
