"""Conditional GAN for tabular rows, ported from a PyTorch loop (opt_d.step(); opt_g.step())."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(1)
n_feat, latent, n_cls = 10, 16, 3
x_real = np.random.randn(2048, n_feat).astype("float32")
c_real = np.random.randint(0, n_cls, 2048)

def make_gen():
    z = keras.Input((latent,)); c = keras.Input((n_cls,))
    h = keras.layers.Concatenate()([z, c])
    h = keras.layers.Dense(64, activation="relu")(h)
    return keras.Model([z, c], keras.layers.Dense(n_feat)(h), name="gen")

def make_disc():
    x = keras.Input((n_feat,)); c = keras.Input((n_cls,))
    h = keras.layers.Concatenate()([x, c])
    h = keras.layers.Dense(64, activation="leaky_relu")(h)
    return keras.Model([x, c], keras.layers.Dense(1)(h), name="disc")

gen, disc = make_gen(), make_disc()
opt_g = keras.optimizers.Adam(1e-4)
opt_d = keras.optimizers.Adam(4e-4)
bce = keras.losses.BinaryCrossentropy(from_logits=True)
ds = tf.data.Dataset.from_tensor_slices((x_real, tf.one_hot(c_real, n_cls))).shuffle(2048).batch(64)

@tf.function
def train_step(x, c):
    z = tf.random.normal((tf.shape(x)[0], latent))
    with tf.GradientTape() as tape:
        fake = gen([z, c], training=True)
        real_logits = disc([x, c], training=True)
        fake_logits = disc([fake, c], training=True)
        loss_d = bce(tf.ones_like(real_logits), real_logits) + bce(tf.zeros_like(fake_logits), fake_logits)
        loss_g = bce(tf.ones_like(fake_logits), fake_logits)
    grads_d = tape.gradient(loss_d, disc.trainable_variables)
    opt_d.apply_gradients(zip(grads_d, disc.trainable_variables))
    grads_g = tape.gradient(loss_g, gen.trainable_variables)
    opt_g.apply_gradients(zip(grads_g, gen.trainable_variables))
    return loss_d, loss_g

for epoch in range(3):
    for i, (x, c) in enumerate(ds):
        ld, lg = train_step(x, c)
        if i % 10 == 0:
            print(f"epoch {epoch} it {i} loss_d={float(ld):.4f} loss_g={float(lg):.4f}")
