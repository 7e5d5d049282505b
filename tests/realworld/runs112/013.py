"""Keras 3 model with a custom train_step (ported from a PyTorch loop that logged loss.item() and skipped bad batches)."""
import numpy as np
import tensorflow as tf
import keras

class SkipSpikesModel(keras.Model):
    def __init__(self, spike_threshold=10.0, **kw):
        super().__init__(**kw)
        self.body = keras.Sequential([keras.layers.Dense(64, activation="relu"), keras.layers.Dense(64, activation="relu")])
        self.head = keras.layers.Dense(1)
        self.spike_threshold = spike_threshold
        self.loss_tracker = keras.metrics.Mean(name="loss")

    def call(self, x, training=False):
        return self.head(self.body(x, training=training))

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=pred)
        loss_value = loss.numpy()          # was: loss.item()
        if loss_value > self.spike_threshold:
            print(f"skipping spike batch, loss={loss_value:.2f}")
            return {"loss": self.loss_tracker.result()}
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.loss_tracker.update_state(loss)
        return {"loss": self.loss_tracker.result()}

    @property
    def metrics(self):
        return [self.loss_tracker]

rng = np.random.default_rng(13)
x = rng.normal(size=(2000, 16)).astype("float32")
y = (x[:, :3] @ np.array([1.5, -2.0, 0.7]) + rng.standard_t(2, 2000)).astype("float32")[:, None]
model = SkipSpikesModel()
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="huber")
model.fit(x, y, batch_size=64, epochs=3)
