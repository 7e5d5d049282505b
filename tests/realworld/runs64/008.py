# Custom train_step ported from a torch loop that logged loss.item() and skipped bad batches.
import numpy as np
import tensorflow as tf
import keras

class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.body = keras.Sequential([keras.layers.Dense(64, activation="relu"),
                                      keras.layers.Dense(64, activation="relu")])
        self.head = keras.layers.Dense(5)
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.loss_tracker = keras.metrics.Mean(name="loss")

    def call(self, x, training=False):
        return self.head(self.body(x, training=training))

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.loss_fn(y, logits)
        loss_value = loss.numpy()        # was: loss.item()
        if not np.isfinite(loss_value):  # skip the batch like the torch loop did
            return {"loss": self.loss_tracker.result()}
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.loss_tracker.update_state(loss)
        return {"loss": self.loss_tracker.result()}

    @property
    def metrics(self):
        return [self.loss_tracker]

x = np.random.randn(1024, 30).astype("float32")
y = np.random.randint(0, 5, 1024)
model = Classifier()
model.compile(optimizer="adam")
model.fit(x, y, batch_size=64, epochs=3)
