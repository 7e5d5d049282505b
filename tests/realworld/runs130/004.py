"""1-D GAN: learn N(4, 1.25) with separate generator/discriminator optimizers."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(4)
LATENT, BATCH = 8, 128

generator = keras.Sequential([
    keras.Input(shape=(LATENT,)),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1),
], name="generator")
discriminator = keras.Sequential([
    keras.Input(shape=(1,)),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1),
], name="discriminator")

g_opt = keras.optimizers.Adam(1e-3, beta_1=0.5)
d_opt = keras.optimizers.Adam(1e-3, beta_1=0.5)
bce = keras.losses.BinaryCrossentropy(from_logits=True)


@tf.function
def train_step(real):
    z = tf.random.normal((BATCH, LATENT))
    with tf.GradientTape() as d_tape:
        fake = generator(z, training=True)
        d_real = discriminator(real, training=True)
        d_fake = discriminator(fake, training=True)
        d_loss = bce(tf.ones_like(d_real), d_real) + bce(tf.zeros_like(d_fake), d_fake)
    d_grads = d_tape.gradient(d_loss, discriminator.trainable_variables)
    d_opt.apply_gradients(zip(d_grads, discriminator.trainable_variables))

    z = tf.random.normal((BATCH, LATENT))
    with tf.GradientTape() as g_tape:
        fake = generator(z, training=True)
        g_loss = bce(tf.ones_like(fake), discriminator(fake, training=True))
    g_grads = g_tape.gradient(g_loss, generator.trainable_variables)
    g_opt.apply_gradients(zip(g_grads, generator.trainable_variables))
    return d_loss, g_loss, fake


for step in range(1, 1501):
    real = tf.random.normal((BATCH, 1), mean=4.0, stddev=1.25)
    d_loss, g_loss, fake = train_step(real)
    if step % 250 == 0:
        f = fake.numpy()
        print(f"step {step:5d}  d_loss={float(d_loss):.4f}  g_loss={float(g_loss):.4f}  "
              f"fake mean={f.mean():.3f} std={f.std():.3f}")
samples = generator(tf.random.normal((5000, LATENT))).numpy()
print(f"final samples: mean={samples.mean():.3f} std={samples.std():.3f} (target 4.000 / 1.250)")
