# Custom train_step with gradient-accumulation / skip-on-nonfinite logic ported from a torch loop
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

class MLP(keras.Model):
    def __init__(self):
        super().__init__()
        self.net = keras.Sequential([layers.Dense(64, activation="relu"),
                                     layers.Dropout(0.1),
                                     layers.Dense(64, activation="relu"),
                                     layers.Dense(1)])
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.skipped = keras.metrics.Sum(name="skipped_steps")

    def call(self, x, training=False):
        return self.net(x, training=training)

    @property
    def metrics(self):
        return [self.loss_tracker, self.skipped]

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            pred = self(x, training=True)
            loss = ops.mean(ops.square(pred - y))
        grads = tape.gradient(loss, self.trainable_variables)
        grad_norm = tf.linalg.global_norm(grads)
        if not ops.isfinite(grad_norm):
            self.skipped.update_state(1.0)
            return {m.name: m.result() for m in self.metrics}
        if grad_norm > 1.0:
            grads = [g / grad_norm for g in grads]
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.loss_tracker.update_state(loss)
        return {m.name: m.result() for m in self.metrics}

rng = np.random.default_rng(4)
x = rng.normal(size=(2048, 16)).astype("float32")
y = (x @ rng.normal(size=(16, 1)) + 0.1 * rng.normal(size=(2048, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(64).prefetch(tf.data.AUTOTUNE)

model = MLP()
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit(ds, epochs=3, verbose=2)
