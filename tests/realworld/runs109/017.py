"""Multi-label attribute head where some attributes are unannotated (-1).
PyTorch version used BCEWithLogitsLoss on logits[mask]; here the same with
tf.boolean_mask.  XLA turned on for speed (jit_compile=True), as in our other jobs.
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

N_ATTR = 8


class MaskedBCE(keras.losses.Loss):
    """BCE over annotated attributes only (label -1 = not annotated)."""

    def call(self, y_true, y_pred):
        mask = tf.not_equal(y_true, -1.0)
        yt = tf.boolean_mask(y_true, mask)
        yp = tf.boolean_mask(y_pred, mask)
        return tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=yt, logits=yp))


rng = np.random.default_rng(17)
N = 800
feats = rng.normal(size=(N, 16, 16, 3)).astype("float32")
attrs = (rng.uniform(size=(N, N_ATTR)) < 0.4).astype("float32")
feats[..., 0] += attrs[:, :3].sum(1)[:, None, None]
attrs[rng.uniform(size=attrs.shape) < 0.25] = -1.0      # 25% unannotated
ds = tf.data.Dataset.from_tensor_slices((feats, attrs)).shuffle(N).batch(64)

model = keras.Sequential([
    keras.Input((16, 16, 3)),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(64, activation="relu"), layers.Dense(N_ATTR),
])
model.compile(keras.optimizers.Adam(1e-3), loss=MaskedBCE(), jit_compile=True)
model.fit(ds, epochs=3, verbose=2)
