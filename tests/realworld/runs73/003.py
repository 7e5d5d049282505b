# Attention pooling over token features (custom layer), sequence classifier
import numpy as np
import keras
from keras import layers, ops

class AttentionPooling(layers.Layer):
    def __init__(self, hidden=64, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden

    def build(self, input_shape):
        # input_shape: (batch, seq_len, features)
        self.w = self.add_weight(shape=(input_shape[1], self.hidden), initializer="glorot_uniform", name="w")
        self.v = self.add_weight(shape=(self.hidden, 1), initializer="glorot_uniform", name="v")

    def call(self, x):
        scores = ops.matmul(ops.tanh(ops.matmul(x, self.w)), self.v)   # (b, t, 1)
        weights = ops.softmax(scores, axis=1)
        return ops.sum(weights * x, axis=1)

SEQ_LEN, FEAT = 20, 32
rng = np.random.default_rng(0)
x = rng.normal(size=(256, SEQ_LEN, FEAT)).astype("float32")
y = (x[:, :, 0].mean(1) > 0).astype("float32")

inp = keras.Input((SEQ_LEN, FEAT))
h = layers.Dense(FEAT, activation="gelu")(inp)
pooled = AttentionPooling(64)(h)
out = layers.Dense(1, activation="sigmoid")(pooled)
model = keras.Model(inp, out)
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(x, y, epochs=3, batch_size=32)
