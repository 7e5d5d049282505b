"""Defect-patch classifier with an OHEM loss (online hard example mining) ported from the
team's PyTorch repo:  k = int(keep_ratio * loss.numel()); loss.topk(k).mean()"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

KEEP_RATIO = 0.5
rng = np.random.default_rng(21)
x = rng.normal(size=(1600, 24, 24, 1)).astype("float32")
y = rng.integers(0, 4, size=1600)
for i, c in enumerate(y):                       # a faint class-specific blob
    x[i, 4 * c:4 * c + 6, 4 * c:4 * c + 6, 0] += 1.5


class OHEMCrossEntropy(keras.losses.Loss):
    def __init__(self, keep_ratio=0.5, **kw):
        super().__init__(name="ohem_ce", **kw)
        self.keep_ratio = keep_ratio

    def call(self, y_true, y_pred):
        ce = keras.losses.sparse_categorical_crossentropy(y_true, y_pred, from_logits=True)
        n = tf.cast(tf.size(ce), tf.float32)
        k = int(self.keep_ratio * n)          # number of hard examples to keep
        hard, _ = tf.math.top_k(ce, k=k)
        return tf.reduce_mean(hard)


model = keras.Sequential([
    keras.Input((24, 24, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.GlobalMaxPooling2D(),
    layers.Dense(4),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=OHEMCrossEntropy(KEEP_RATIO),
              metrics=["sparse_categorical_accuracy"])
model.summary()
model.fit(x, y, batch_size=64, epochs=4, validation_split=0.2, verbose=2)
