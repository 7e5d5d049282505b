"""Multiple-instance learning: each bag holds 16 instance feature vectors; a bag
is positive if any instance is. Pooling layer ported from the PyTorch module
(loop over bags in forward, as in the original)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers


class GatedAttentionPool(layers.Layer):
    def __init__(self, hidden=32, **kw):
        super().__init__(**kw)
        self.v = layers.Dense(hidden, activation="tanh")
        self.u = layers.Dense(hidden, activation="sigmoid")
        self.w = layers.Dense(1)

    def call(self, bags):
        pooled = []
        for i in range(bags.shape[0]):          # torch: for i in range(x.size(0))
            inst = bags[i]                       # (n_instances, feat)
            a = self.w(self.v(inst) * self.u(inst))
            a = tf.nn.softmax(a, axis=0)
            pooled.append(tf.reduce_sum(a * inst, axis=0))
        return tf.stack(pooled)


N_BAGS, N_INST, FEAT = 800, 16, 24
rng = np.random.default_rng(6)
bags = rng.normal(size=(N_BAGS, N_INST, FEAT)).astype("float32")
y = (rng.random(N_BAGS) < 0.5).astype("float32")
for b in np.where(y == 1)[0]:
    bags[b, rng.integers(0, N_INST), :4] += 3.0

inp = keras.Input(shape=(N_INST, FEAT))
h = layers.Dense(48, activation="relu")(inp)
pooled = GatedAttentionPool(32)(h)
out = layers.Dense(1, activation="sigmoid")(pooled)
model = keras.Model(inp, out, name="mil_attention")
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(bags, y, batch_size=32, epochs=5, validation_split=0.2)
