"""Token-level tagger: padded tokens are dropped before the loss (torch: logits[mask]); compiled with jit_compile=True."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(15)
N, T, V, C = 640, 24, 300, 5
lengths = rng.integers(5, T + 1, size=N)
tokens = np.zeros((N, T), dtype="int32")
tags = np.full((N, T), -1, dtype="int32")
for i, L in enumerate(lengths):
    tokens[i, :L] = rng.integers(1, V, size=L)
    tags[i, :L] = tokens[i, :L] % C

class PackedTagLoss(keras.losses.Loss):
    """Packs the real tokens into one (n_tokens, C) matrix, like logits[attention_mask.bool()]."""
    def call(self, y_true, y_pred):
        mask = tf.not_equal(y_true, -1)
        n_tokens = tf.reduce_sum(tf.cast(mask, tf.int32))
        logits = tf.reshape(tf.boolean_mask(y_pred, mask), [n_tokens, C])
        labels = tf.cast(tf.reshape(tf.boolean_mask(y_true, mask), [n_tokens]), tf.int32)
        return tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels, logits))

inp = keras.Input((T,), dtype="int32")
h = keras.layers.Embedding(V, 32)(inp)
h = keras.layers.Bidirectional(keras.layers.GRU(32, return_sequences=True))(h)
out = keras.layers.Dense(C)(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss=PackedTagLoss(), jit_compile=True)
model.fit(tokens, tags, batch_size=32, epochs=2)
