# Tiny transformer encoder classifier; HF-style padding mask (batch, seq) passed to MultiHeadAttention
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
VOCAB, SEQ, DIM, HEADS = 2000, 20, 32, 4

class EncoderBlock(layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.mha = layers.MultiHeadAttention(num_heads=HEADS, key_dim=DIM // HEADS)
        self.ln1 = layers.LayerNormalization()
        self.ln2 = layers.LayerNormalization()
        self.ffn = keras.Sequential([layers.Dense(64, activation="gelu"), layers.Dense(DIM)])

    def call(self, x, attention_mask):
        # HF: attention_mask = (input_ids != pad_token_id)  -> shape (batch, seq)
        h = self.mha(x, x, attention_mask=attention_mask)
        x = self.ln1(x + h)
        return self.ln2(x + self.ffn(x))

ids_in = keras.Input(shape=(SEQ,), dtype="int32", name="input_ids")
mask_in = keras.Input(shape=(SEQ,), dtype="bool", name="attention_mask")
x = layers.Embedding(VOCAB, DIM)(ids_in)
x = EncoderBlock()(x, attention_mask=mask_in)
x = layers.GlobalAveragePooling1D()(x)
out = layers.Dense(2)(x)
model = keras.Model([ids_in, mask_in], out)

lengths = np.random.randint(5, SEQ, size=400)
ids = np.zeros((400, SEQ), dtype="int32")
for i, n in enumerate(lengths):
    ids[i, :n] = np.random.randint(1, VOCAB, size=n)
mask = ids != 0
labels = np.random.randint(0, 2, size=400)

model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit({"input_ids": ids, "attention_mask": mask}, labels, batch_size=32, epochs=2)
