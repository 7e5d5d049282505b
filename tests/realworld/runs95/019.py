"""Keras 3 subclassed model with a custom train_step that keeps a running loss history and does
early-exit on loss spikes (ported from a PyTorch Lightning training_step)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(19)
rng = np.random.default_rng(19)
X = rng.normal(size=(1024, 12)).astype("float32")
Y = (X[:, :3].sum(1, keepdims=True) > 0).astype("float32")


class SpikeGuardModel(keras.Model):
    def __init__(self):
        super().__init__()
        self.body = keras.Sequential([layers.Dense(64, activation="relu"), layers.Dense(1)])
        self.loss_history = []

    def call(self, x, training=False):
        return self.body(x, training=training)

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=logits)
        loss_value = float(loss)                       # like loss.item() in torch
        if self.loss_history and loss_value > 3 * np.mean(self.loss_history[-20:]):
            print("loss spike, skipping update", loss_value)
            return {"loss": loss}
        self.loss_history.append(loss_value)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        for m in self.metrics:
            if m.name == "loss":
                m.update_state(loss)
            else:
                m.update_state(y, logits)
        return {m.name: m.result() for m in self.metrics}


model = SpikeGuardModel()
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0)])
model.fit(X, Y, batch_size=32, epochs=3, verbose=2)
