# Subclassed model with a hand-written train_step (ported from a PyTorch Lightning
# training_step that logged the loss every step).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.body = keras.Sequential([layers.Dense(64, activation="relu"), layers.Dense(3)])
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.loss_tracker = keras.metrics.Mean(name="loss")

    def call(self, x, training=False):
        return self.body(x, training=training)

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.loss_fn(y, logits)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        print(f"train_loss={loss:.4f}")
        self.loss_tracker.update_state(loss)
        return {"loss": self.loss_tracker.result()}

x = np.random.randn(800, 12).astype("float32")
y = np.random.randint(0, 3, size=(800,))
model = Classifier()
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit(x, y, batch_size=32, epochs=2)
