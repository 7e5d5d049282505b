# PyTorch loop ported to a Keras 3 custom train_step; kept the running-loss bookkeeping
import numpy as np
import tensorflow as tf
import keras

class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.body = keras.Sequential([keras.layers.Dense(64, activation="relu"), keras.layers.Dense(3)])
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.running_loss = 0.0
        self.seen = 0

    def call(self, x):
        return self.body(x)

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.loss_fn(y, logits)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.running_loss += loss.numpy().item()
        self.seen += 1
        return {"loss": self.running_loss / self.seen}

rng = np.random.default_rng(0)
X = rng.normal(size=(600, 10)).astype("float32")
y = rng.integers(0, 3, size=(600,))
model = Classifier()
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit(X, y, batch_size=32, epochs=2)
