"""Subclassed Keras 3 model with a custom train_step/test_step (TF backend):
a small autoencoder-regularised regressor on tabular data, with EarlyStopping
and ReduceLROnPlateau."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers


class AERegressor(keras.Model):
    def __init__(self, n_feat, **kw):
        super().__init__(**kw)
        self.norm = layers.Normalization()
        self.enc = keras.Sequential([layers.Dense(32, activation="relu"), layers.Dense(8, activation="relu")])
        self.dec = layers.Dense(n_feat)
        self.head = layers.Dense(1)
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.rec_tracker = keras.metrics.Mean(name="rec")
        self.mae = keras.metrics.MeanAbsoluteError(name="mae")

    def call(self, x, training=False):
        z = self.enc(self.norm(x), training=training)
        return self.head(z), self.dec(z)

    @property
    def metrics(self):
        return [self.loss_tracker, self.rec_tracker, self.mae]

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            pred, rec = self(x, training=True)
            rec_loss = tf.reduce_mean(tf.square(rec - self.norm(x)))
            loss = tf.reduce_mean(tf.square(pred - y)) + 0.1 * rec_loss
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.loss_tracker.update_state(loss)
        self.rec_tracker.update_state(rec_loss)
        self.mae.update_state(y, pred)
        return {m.name: m.result() for m in self.metrics}

    def test_step(self, data):
        x, y = data
        pred, rec = self(x, training=False)
        rec_loss = tf.reduce_mean(tf.square(rec - self.norm(x)))
        self.loss_tracker.update_state(tf.reduce_mean(tf.square(pred - y)) + 0.1 * rec_loss)
        self.rec_tracker.update_state(rec_loss)
        self.mae.update_state(y, pred)
        return {m.name: m.result() for m in self.metrics}


rng = np.random.default_rng(13)
X = rng.normal(loc=50, scale=10, size=(3000, 10)).astype("float32")
Y = ((X[:, :3] - 50).sum(1, keepdims=True) / 10 + 0.1 * rng.normal(size=(3000, 1))).astype("float32")
model = AERegressor(10)
model.norm.adapt(X[:2400])
model.compile(optimizer=keras.optimizers.Adam(3e-3))
cbs = [keras.callbacks.EarlyStopping(patience=3, restore_best_weights=True),
       keras.callbacks.ReduceLROnPlateau(factor=0.5, patience=2)]
model.fit(X[:2400], Y[:2400], validation_data=(X[2400:], Y[2400:]), batch_size=64, epochs=8,
          callbacks=cbs, verbose=2)
