"""Seq2seq-style tagger with a custom train_step that unrolls a decoder over time (ported from a torch loop)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

T, F, H, C = 12, 8, 32, 5

class Tagger(keras.Model):
    def __init__(self):
        super().__init__()
        self.cell = layers.GRUCell(H)
        self.proj = layers.Dense(C)
    def call(self, x, training=False):
        batch = tf.shape(x)[0]
        state = tf.zeros((batch, H))
        outputs = []
        for t in tf.range(tf.shape(x)[1]):
            out, state = self.cell(x[:, t], state)
            state = state[0] if isinstance(state, (list, tuple)) else state
            outputs.append(self.proj(out))
        return tf.stack(outputs, axis=1)

x = np.random.rand(512, T, F).astype("float32")
y = np.random.randint(0, C, (512, T))
model = Tagger()
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=2)
