"""Healthy: subclassed keras.Model with a custom train_step / test_step (Keras 3 API) on tf.data."""
import numpy as np
import tensorflow as tf
import keras

class DenoisingRegressor(keras.Model):
    def __init__(self, hidden=64, noise=0.05, **kw):
        super().__init__(**kw)
        self.noise = noise
        self.body = keras.Sequential([keras.layers.Dense(hidden, activation="gelu"),
                                      keras.layers.Dense(hidden, activation="gelu")])
        self.head = keras.layers.Dense(1)
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.mae = keras.metrics.MeanAbsoluteError(name="mae")

    def call(self, x, training=False):
        return self.head(self.body(x, training=training))

    @property
    def metrics(self):
        return [self.loss_tracker, self.mae]

    def train_step(self, data):
        x, y = data
        x = x + tf.random.normal(tf.shape(x), stddev=self.noise)
        with tf.GradientTape() as tape:
            pred = self(x, training=True)
            loss = tf.reduce_mean(tf.square(pred - y))
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply(grads, self.trainable_variables)
        self.loss_tracker.update_state(loss)
        self.mae.update_state(y, pred)
        return {m.name: m.result() for m in self.metrics}

    def test_step(self, data):
        x, y = data
        pred = self(x, training=False)
        self.loss_tracker.update_state(tf.reduce_mean(tf.square(pred - y)))
        self.mae.update_state(y, pred)
        return {m.name: m.result() for m in self.metrics}

rng = np.random.default_rng(3)
X = rng.normal(size=(3000, 16)).astype("float32")
Y = (np.sin(X[:, :1]) + 0.5 * X[:, 1:2] ** 2).astype("float32")
train = tf.data.Dataset.from_tensor_slices((X[:2500], Y[:2500])).shuffle(2500, seed=0).batch(64).prefetch(2)
val = tf.data.Dataset.from_tensor_slices((X[2500:], Y[2500:])).batch(128)

model = DenoisingRegressor()
model.compile(optimizer=keras.optimizers.AdamW(2e-3, weight_decay=1e-4))
model.fit(train, validation_data=val, epochs=5, verbose=2)
print("final eval:", model.evaluate(val, verbose=0, return_dict=True))
