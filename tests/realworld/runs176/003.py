"""Convolutional VAE on 28x28 digit-like images, custom train_step (keras.io VAE example, adapted).

Data comes straight from the uint8 image arrays of our loader.
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(3)
latent_dim = 8

# --- data: 2048 synthetic "digits" as uint8 images (0..255), as our loader returns them
rng = np.random.default_rng(0)
imgs = np.zeros((2048, 28, 28), np.uint8)
for i in range(len(imgs)):
    r0, c0 = rng.integers(4, 14, 2)
    imgs[i, r0:r0 + 10, c0:c0 + 3] = 255
    imgs[i, r0:r0 + 3, c0:c0 + 10] = rng.integers(120, 255)
x_train = np.expand_dims(imgs, -1).astype("float32")


class Sampling(layers.Layer):
    def call(self, inputs):
        z_mean, z_log_var = inputs
        eps = tf.random.normal(tf.shape(z_mean))
        return z_mean + tf.exp(0.5 * z_log_var) * eps


enc_in = keras.Input((28, 28, 1))
h = layers.Conv2D(32, 3, strides=2, padding="same", activation="relu")(enc_in)
h = layers.Conv2D(64, 3, strides=2, padding="same", activation="relu")(h)
h = layers.Flatten()(h)
h = layers.Dense(64, activation="relu")(h)
z_mean = layers.Dense(latent_dim, name="z_mean")(h)
z_log_var = layers.Dense(latent_dim, name="z_log_var")(h)
z = Sampling()([z_mean, z_log_var])
encoder = keras.Model(enc_in, [z_mean, z_log_var, z], name="encoder")

dec_in = keras.Input((latent_dim,))
h = layers.Dense(7 * 7 * 64, activation="relu")(dec_in)
h = layers.Reshape((7, 7, 64))(h)
h = layers.Conv2DTranspose(64, 3, strides=2, padding="same", activation="relu")(h)
h = layers.Conv2DTranspose(32, 3, strides=2, padding="same", activation="relu")(h)
dec_out = layers.Conv2DTranspose(1, 3, padding="same")(h)
decoder = keras.Model(dec_in, dec_out, name="decoder")


class VAE(keras.Model):
    def __init__(self, encoder, decoder, **kwargs):
        super().__init__(**kwargs)
        self.encoder, self.decoder = encoder, decoder
        self.total_loss_tracker = keras.metrics.Mean(name="total_loss")
        self.recon_loss_tracker = keras.metrics.Mean(name="reconstruction_loss")
        self.kl_loss_tracker = keras.metrics.Mean(name="kl_loss")

    @property
    def metrics(self):
        return [self.total_loss_tracker, self.recon_loss_tracker, self.kl_loss_tracker]

    def train_step(self, data):
        with tf.GradientTape() as tape:
            z_mean, z_log_var, z = self.encoder(data)
            recon = self.decoder(z)
            recon_loss = tf.reduce_mean(tf.reduce_sum(tf.square(data - recon), axis=(1, 2)))
            kl = -0.5 * (1 + z_log_var - tf.square(z_mean) - tf.exp(z_log_var))
            kl_loss = tf.reduce_mean(tf.reduce_sum(kl, axis=1))
            total = recon_loss + kl_loss
        grads = tape.gradient(total, self.trainable_weights)
        self.optimizer.apply_gradients(zip(grads, self.trainable_weights))
        self.total_loss_tracker.update_state(total)
        self.recon_loss_tracker.update_state(recon_loss)
        self.kl_loss_tracker.update_state(kl_loss)
        return {m.name: m.result() for m in self.metrics}


vae = VAE(encoder, decoder)
vae.compile(optimizer=keras.optimizers.Adam(learning_rate=1e-2))
vae.fit(x_train, epochs=6, batch_size=128, verbose=2)
