"""Beam-free greedy decoder for a small seq2seq GRU model, wrapped in tf.function for serving.
Each step's hidden states are collected in a TensorArray (ported from a PyTorch loop that
appended to a Python list)."""
import numpy as np
import tensorflow as tf
import keras

VOCAB, EMB, HID, MAX_NEW = 300, 32, 64, 12
rng = np.random.default_rng(9)

embed = keras.layers.Embedding(VOCAB, EMB)
encoder = keras.layers.GRU(HID, return_state=True)
cell = keras.layers.GRUCell(HID)
proj = keras.layers.Dense(VOCAB)

src = tf.constant(rng.integers(1, VOCAB, size=(4, 10)), dtype=tf.int32)
_, enc_state = encoder(embed(src))
cell.build((None, EMB))
proj.build((None, HID))

@tf.function
def greedy_decode(src_ids, bos_id=1):
    _, state = encoder(embed(src_ids))
    tok = tf.fill([tf.shape(src_ids)[0]], bos_id)
    outputs = tf.TensorArray(tf.int32, size=MAX_NEW)
    hiddens = tf.TensorArray(tf.float32, size=MAX_NEW)
    for t in tf.range(MAX_NEW):
        h, states = cell(embed(tok), [state])
        state = states[0]
        tok = tf.argmax(proj(h), axis=-1, output_type=tf.int32)
        outputs = outputs.write(t, tok)
        if t == 0:
            # keep the encoder summary next to the first hidden state, like
            # `hs.append(torch.cat([h, enc_h], -1))` in the original PyTorch loop
            hiddens = hiddens.write(t, tf.concat([state, enc_state], axis=-1))
        else:
            hiddens = hiddens.write(t, state)
    return tf.transpose(outputs.stack()), hiddens.stack()

for epoch in range(1):
    ids, hs = greedy_decode(src)
    print("decoded ids:", ids.numpy().tolist())
    print("hidden stack:", hs.shape)
