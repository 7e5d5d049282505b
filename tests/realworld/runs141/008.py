"""Tiny character-level seq2seq (GRU encoder/decoder) for date normalisation,
e.g. '12 march 2021' -> '2021-03-12'.  After a short training run, greedy
decoding is wrapped in tf.function for speed (ported from a torch
`for t in range(max_len)` decode loop)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, EMB, HID, SRC_LEN, TGT_LEN = 40, 32, 64, 16, 10
BOS = 1
rng = np.random.default_rng(0)
src = rng.integers(3, VOCAB, (1024, SRC_LEN)).astype("int32")
tgt = np.sort(src[:, :TGT_LEN], axis=1).astype("int32")           # toy target
dec_in = np.concatenate([np.full((1024, 1), BOS, "int32"), tgt[:, :-1]], axis=1)

enc_emb = layers.Embedding(VOCAB, EMB)
encoder_gru = layers.GRU(HID, return_state=True)
dec_emb = layers.Embedding(VOCAB, EMB)
decoder_gru = layers.GRU(HID, return_sequences=True, return_state=True)
proj = layers.Dense(VOCAB)

s_in = keras.Input((SRC_LEN,), dtype="int32", name="src")
d_in = keras.Input((TGT_LEN,), dtype="int32", name="dec_in")
_, h = encoder_gru(enc_emb(s_in))
seq, _ = decoder_gru(dec_emb(d_in), initial_state=h)
model = keras.Model([s_in, d_in], proj(seq))
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit({"src": src, "dec_in": dec_in}, tgt, batch_size=64, epochs=3, verbose=2)


@tf.function
def greedy_decode(src_batch, max_len=TGT_LEN):
    _, state = encoder_gru(enc_emb(src_batch))
    token = tf.fill([tf.shape(src_batch)[0], 1], BOS)
    outputs = []
    for t in tf.range(max_len):
        out, state = decoder_gru(dec_emb(token), initial_state=state)
        token = tf.argmax(proj(out), axis=-1, output_type=tf.int32)
        outputs.append(token)
    return tf.concat(outputs, axis=1)


pred = greedy_decode(tf.constant(src[:8]))
print("exact-match:", float(np.mean(np.all(pred.numpy() == tgt[:8], axis=1))))
