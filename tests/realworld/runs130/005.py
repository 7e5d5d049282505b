"""1-D GAN, Keras-2 style: freeze the discriminator inside the combined model,
train D and G with their own optimizers in a GradientTape loop."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(5)
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

# combined model: z -> G -> D, discriminator frozen so G's step does not update D
discriminator.trainable = False
z_in = keras.Input(shape=(LATENT,))
gan = keras.Model(z_in, discriminator(generator(z_in)), name="gan")
gan.summary()

g_opt = keras.optimizers.Adam(1e-3, beta_1=0.5)
d_opt = keras.optimizers.Adam(1e-3, beta_1=0.5)
bce = keras.losses.BinaryCrossentropy(from_logits=True)


@tf.function
def d_step(real):
    fake = generator(tf.random.normal((BATCH, LATENT)), training=False)
    with tf.GradientTape() as tape:
        d_real = discriminator(real, training=True)
        d_fake = discriminator(fake, training=True)
        loss = bce(tf.ones_like(d_real), d_real) + bce(tf.zeros_like(d_fake), d_fake)
    grads = tape.gradient(loss, discriminator.trainable_variables)
    d_opt.apply_gradients(zip(grads, discriminator.trainable_variables))
    return loss


@tf.function
def g_step():
    z = tf.random.normal((BATCH, LATENT))
    with tf.GradientTape() as tape:
        logits = gan(z, training=True)
        loss = bce(tf.ones_like(logits), logits)
    grads = tape.gradient(loss, gan.trainable_variables)
    g_opt.apply_gradients(zip(grads, gan.trainable_variables))
    return loss


for step in range(1, 1501):
    real = tf.random.normal((BATCH, 1), mean=4.0, stddev=1.25)
    d_loss = d_step(real)
    g_loss = g_step()
    if step % 250 == 0:
        f = generator(tf.random.normal((1000, LATENT))).numpy()
        print(f"step {step:5d}  d_loss={float(d_loss):.4f}  g_loss={float(g_loss):.4f}  "
              f"fake mean={f.mean():.3f} std={f.std():.3f}")
samples = generator(tf.random.normal((5000, LATENT))).numpy()
print(f"final samples: mean={samples.mean():.3f} std={samples.std():.3f} (target 4.000 / 1.250)")
