"""RoBERTa-style tiny encoder ported to Keras 3. Position ids follow HF's
create_position_ids_from_input_ids (positions start after padding_idx, pads keep padding_idx)."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(15); random.seed(15)
PAD, VOCAB, MAXLEN, D = 1, 2000, 48, 64

def create_position_ids_from_input_ids(input_ids, padding_idx):
    # torch: mask = input_ids.ne(padding_idx); incremental = torch.cumsum(mask, dim=1) * mask
    mask = tf.not_equal(input_ids, padding_idx)
    incremental = tf.math.cumsum(mask, axis=1) * tf.cast(mask, tf.int32)
    return incremental + padding_idx

class RobertaEmbeddings(layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.word = layers.Embedding(VOCAB, D); self.pos = layers.Embedding(MAXLEN + 2, D)
        self.norm = layers.LayerNormalization(epsilon=1e-5); self.drop = layers.Dropout(0.1)
    def call(self, input_ids, training=False):
        pos_ids = create_position_ids_from_input_ids(input_ids, PAD)
        return self.drop(self.norm(self.word(input_ids) + self.pos(pos_ids)), training=training)

def synth(n):
    x = np.full((n, MAXLEN), PAD, "int32"); y = np.random.randint(0, 2, n)
    for i in range(n):
        L = random.randint(8, MAXLEN); t = np.random.randint(5, VOCAB, L); t[0] = 0  # <s>
        t[np.random.rand(L) < 0.2] = 3 + y[i]; x[i, :L] = t
    return x, y
x, yv = synth(1200)
print("batch example:", x[0][:12], "... pad id", PAD)

ids = keras.Input((MAXLEN,), dtype="int32")
h = RobertaEmbeddings(name="embeddings")(ids)
a = layers.MultiHeadAttention(4, 16)(h, h, attention_mask=layers.Lambda(lambda t: tf.not_equal(t, PAD)[:, None, :])(ids))
h = layers.LayerNormalization(epsilon=1e-5)(h + a)
cls = layers.Lambda(lambda t: t[:, 0])(h)
model = keras.Model(ids, layers.Dense(2)(cls))
model.compile(keras.optimizers.AdamW(5e-4), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, yv, validation_split=0.15, batch_size=32, epochs=3)
