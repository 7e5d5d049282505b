# Autoencoder with a custom train_step that keeps a smoothed loss like the PyTorch loop did (loss.item()).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(6)

class AE(keras.Model):
    def __init__(self, dim=64, latent=8):
        super().__init__()
        self.enc = keras.Sequential([layers.Dense(32, activation="relu"), layers.Dense(latent)])
        self.dec = keras.Sequential([layers.Dense(32, activation="relu"), layers.Dense(dim)])
        self.smoothed = None
        self.loss_tracker = keras.metrics.Mean(name="loss")

    def call(self, x, training=False):
        return self.dec(self.enc(x, training=training), training=training)

    def train_step(self, x):
        with tf.GradientTape() as tape:
            recon = self(x, training=True)
            loss = tf.reduce_mean(tf.square(recon - x))
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        item = float(loss)
        self.smoothed = item if self.smoothed is None else 0.98 * self.smoothed + 0.02 * item
        self.loss_tracker.update_state(loss)
        return {"loss": self.loss_tracker.result(), "smoothed": self.smoothed}

    @property
    def metrics(self):
        return [self.loss_tracker]

z = np.random.randn(3000, 8).astype("float32")
data = np.tanh(z @ np.random.randn(8, 64).astype("float32"))
ds = tf.data.Dataset.from_tensor_slices(data).shuffle(3000).batch(100).prefetch(2)

model = AE()
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit(ds, epochs=5, verbose=2)
