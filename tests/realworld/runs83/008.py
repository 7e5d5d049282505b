# Greedy decoding for a tiny GRU language model, compiled with tf.function for speed
import numpy as np
import tensorflow as tf
import keras

VOCAB, EMB, HID, BOS, EOS = 50, 16, 32, 1, 2

class TinyLM(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = keras.layers.Embedding(VOCAB, EMB)
        self.gru = keras.layers.GRU(HID, return_sequences=True)
        self.out = keras.layers.Dense(VOCAB)
    def call(self, ids):
        return self.out(self.gru(self.emb(ids)))

lm = TinyLM()
rng = np.random.default_rng(0)
seqs = rng.integers(3, VOCAB, size=(256, 12))
lm.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
lm.fit(seqs[:, :-1], seqs[:, 1:], epochs=2, batch_size=32, verbose=2)

@tf.function
def greedy_decode(prompt, max_new_tokens=20):
    tokens = prompt
    i = tf.constant(0)
    while i < max_new_tokens:
        logits = lm(tokens)[:, -1, :]
        next_tok = tf.argmax(logits, axis=-1, output_type=tf.int32)[:, None]
        tokens = tf.concat([tokens, next_tok], axis=1)
        i += 1
    return tokens

prompt = tf.constant([[BOS, 5, 7], [BOS, 9, 11]], dtype=tf.int32)
print(greedy_decode(prompt).numpy())
