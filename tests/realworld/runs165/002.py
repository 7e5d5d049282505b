"""Tiny transformer encoder for sentiment, ported from a Hugging Face/PyTorch notebook.
The tokenizer output (input_ids, attention_mask) is reused as-is."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(1)
VOCAB, MAXLEN, D, HEADS, BATCH = 2000, 48, 64, 4, 16

# fake tokenizer output: right padded ids with HF-style attention_mask (batch, seq_len)
n = 320
lengths = np.random.randint(8, MAXLEN, size=n)
input_ids = np.zeros((n, MAXLEN), dtype="int32")
attention_mask = np.zeros((n, MAXLEN), dtype="int32")
for i, L in enumerate(lengths):
    input_ids[i, :L] = np.random.randint(1, VOCAB, size=L)
    attention_mask[i, :L] = 1
labels = np.random.randint(0, 2, size=(n,))


class EncoderBlock(layers.Layer):
    def __init__(self, d, heads, **kw):
        super().__init__(**kw)
        self.mha = layers.MultiHeadAttention(num_heads=heads, key_dim=d // heads)
        self.ln1 = layers.LayerNormalization(epsilon=1e-5)
        self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.ff1 = layers.Dense(4 * d, activation="gelu")
        self.ff2 = layers.Dense(d)

    def call(self, x, attention_mask=None, training=False):
        # same call pattern as BertSelfAttention(hidden_states, attention_mask)
        h = self.mha(x, x, attention_mask=attention_mask, training=training)
        x = self.ln1(x + h)
        return self.ln2(x + self.ff2(self.ff1(x)))


ids_in = keras.Input(shape=(MAXLEN,), dtype="int32", name="input_ids")
mask_in = keras.Input(shape=(MAXLEN,), dtype="int32", name="attention_mask")
x = layers.Embedding(VOCAB, D)(ids_in)
x = EncoderBlock(D, HEADS, name="encoder_0")(x, attention_mask=mask_in)
x = EncoderBlock(D, HEADS, name="encoder_1")(x, attention_mask=mask_in)
x = layers.GlobalAveragePooling1D()(x)
out = layers.Dense(2)(x)
model = keras.Model([ids_in, mask_in], out, name="tiny_bert")
model.compile(optimizer=keras.optimizers.AdamW(3e-4, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])

ds = tf.data.Dataset.from_tensor_slices(({"input_ids": input_ids, "attention_mask": attention_mask}, labels))
ds = ds.shuffle(n).batch(BATCH).prefetch(tf.data.AUTOTUNE)
model.fit(ds, epochs=2)
