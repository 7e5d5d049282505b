"""Seq2seq date-format translator: Bidirectional GRU encoder -> GRU decoder (teacher forcing)."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(0)
SRC_VOCAB, TGT_VOCAB, SRC_LEN, TGT_LEN, UNITS = 40, 14, 20, 11, 64
rng = np.random.default_rng(0)
n = 512
enc_in = rng.integers(1, SRC_VOCAB, size=(n, SRC_LEN)).astype("int32")
dec_in = rng.integers(1, TGT_VOCAB, size=(n, TGT_LEN)).astype("int32")
dec_out = np.roll(dec_in, -1, axis=1)

# encoder
src = keras.Input((SRC_LEN,), dtype="int32", name="src")
e = layers.Embedding(SRC_VOCAB, 32, mask_zero=True)(src)
_, fwd_h, bwd_h = layers.Bidirectional(layers.GRU(UNITS, return_state=True))(e)
enc_state = layers.Concatenate()([fwd_h, bwd_h])        # like torch.cat(h_n[-2], h_n[-1])

# decoder
tgt = keras.Input((TGT_LEN,), dtype="int32", name="tgt")
d = layers.Embedding(TGT_VOCAB, 32)(tgt)
d = layers.GRU(UNITS, return_sequences=True)(d, initial_state=enc_state)
logits = layers.Dense(TGT_VOCAB)(d)

model = keras.Model([src, tgt], logits)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit([enc_in, dec_in], dec_out, batch_size=64, epochs=3, verbose=2)
