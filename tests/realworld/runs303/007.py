# Keras port of a bag-of-tokens classifier; batches trimmed to the longest sequence as in the torch collate code
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
VOCAB, MAXLEN, PAD = 1000, 40, 0

r = np.random.default_rng(0)
n = 4096
lengths = r.integers(5, MAXLEN + 1, size=n)
ids = np.zeros((n, MAXLEN), "int32")
for i, L in enumerate(lengths):
    ids[i, :L] = r.integers(1, VOCAB, size=L)
labels = (((ids % 7 == 0) & (ids != PAD)).sum(1) / lengths > 1.0 / 7).astype("int32")
print("label balance:", labels.mean())
train = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(n, seed=0).batch(64)

class TrimToLongest(layers.Layer):
    """torch: max_len = attention_mask.sum(1).max(); input_ids = input_ids[:, :max_len]"""
    def call(self, token_ids):
        lengths = tf.reduce_sum(tf.cast(tf.not_equal(token_ids, PAD), tf.int32), axis=1)
        max_len = tf.reduce_max(lengths)
        return token_ids[:, :max_len]

class MaskedMeanPool(layers.Layer):
    def call(self, emb, token_ids):
        mask = tf.cast(tf.not_equal(token_ids, PAD), emb.dtype)[..., None]
        return tf.reduce_sum(emb * mask, 1) / tf.maximum(tf.reduce_sum(mask, 1), 1.0)

inp = keras.Input((MAXLEN,), dtype="int32")
ids_trim = TrimToLongest()(inp)
emb = layers.Embedding(VOCAB, 32)(ids_trim)
h = MaskedMeanPool()(emb, ids_trim)
h = layers.Dense(64, activation="relu")(h)
out = layers.Dense(2)(h)
model = keras.Model(inp, out)

model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"], jit_compile=True)
model.fit(train, epochs=3, verbose=2)
