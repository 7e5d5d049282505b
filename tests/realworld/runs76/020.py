# Custom train_step with a torch-style per-sample loop for label smoothing on variable-length targets
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class Tagger(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = layers.Embedding(2000, 32, mask_zero=True)
        self.lstm = layers.LSTM(32, return_sequences=True)
        self.head = layers.Dense(9)
    def call(self, x, training=False):
        return self.head(self.lstm(self.emb(x), training=training))
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            losses = []
            for i in range(len(x)):            # for i in range(x.size(0))
                n = int(tf.reduce_sum(tf.cast(x[i] > 0, tf.int32)))
                losses.append(tf.reduce_mean(keras.losses.sparse_categorical_crossentropy(
                    y[i, :n], logits[i, :n], from_logits=True)))
            loss = tf.add_n(losses) / len(losses)
        self.optimizer.apply(tape.gradient(loss, self.trainable_variables), self.trainable_variables)
        return {"loss": loss}

rng = np.random.default_rng(0)
x = rng.integers(1, 2000, size=(320, 20)); x[:, 15:] = 0; y = rng.integers(0, 9, size=(320, 20))
m = Tagger(); m.compile(optimizer="adam")
m.fit(x, y, batch_size=32, epochs=2)
