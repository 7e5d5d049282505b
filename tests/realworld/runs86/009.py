# Hand-written GRU-style sequence classifier ported from an nn.Module (explicit loop over time).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class SeqClassifier(keras.Model):
    def __init__(self, hidden=64, n_cls=3):
        super().__init__()
        self.hidden = hidden
        self.cell = layers.GRUCell(hidden)
        self.head = layers.Dense(n_cls)

    def call(self, x, training=False):
        # torch: h = torch.zeros(x.size(0), self.hidden)
        h = tf.zeros((x.shape[0], self.hidden))
        for t in range(x.shape[1]):
            _, [h] = self.cell(x[:, t, :], [h], training=training)
        return self.head(h)

rng = np.random.default_rng(0)
N, T, F = 1000, 12, 6
x = rng.standard_normal((N, T, F)).astype("float32")
y = (x[:, :, 0].sum(1) > 0).astype("int32") + (x[:, :, 1].sum(1) > 2).astype("int32")

model = SeqClassifier()
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=3, verbose=2)
