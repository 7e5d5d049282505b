"""Siamese embedding model with a custom train_step (contrastive loss), code taken from a TF 2.x era blog post."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(16)
N, D = 1024, 32
a = rng.normal(size=(N, D)).astype("float32")
same = rng.integers(0, 2, N).astype("float32")
b = np.where(same[:, None] == 1, a + rng.normal(scale=0.1, size=(N, D)), rng.normal(size=(N, D))).astype("float32")


class Siamese(keras.Model):
    def __init__(self):
        super().__init__()
        self.encoder = keras.Sequential([layers.Dense(64, activation="relu"), layers.Dense(16)])
        self.loss_tracker = keras.metrics.Mean(name="loss")

    def call(self, inputs):
        x1, x2 = inputs
        return tf.norm(self.encoder(x1) - self.encoder(x2), axis=-1)

    def train_step(self, data):
        (x1, x2), y = data
        with tf.GradientTape() as tape:
            d = self((x1, x2), training=True)
            loss = tf.reduce_mean(y * tf.square(d) + (1 - y) * tf.square(tf.maximum(1.0 - d, 0.0)))
        self.optimizer.minimize(loss, self.trainable_variables, tape=tape)
        self.loss_tracker.update_state(loss)
        return {"loss": self.loss_tracker.result()}

    @property
    def metrics(self):
        return [self.loss_tracker]


model = Siamese()
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit((a, b), same, batch_size=64, epochs=3)
