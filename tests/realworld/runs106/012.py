"""Hand-written Transformer encoder block (Keras 3) for sequence classification with a proper
key-padding mask, trained with fit, saved as .keras, reloaded and used for inference."""
import os, random
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

keras.utils.set_random_seed(12); random.seed(12)
OUT = "/home/user/project"; os.makedirs(OUT, exist_ok=True)
VOCAB, MAXLEN, D, HEADS, NC = 1000, 32, 64, 4, 3

def synth(n):
    x = np.zeros((n, MAXLEN), "int32"); y = np.random.randint(0, NC, n)
    for i in range(n):
        L = random.randint(6, MAXLEN); t = np.random.randint(10, VOCAB, L)
        t[np.random.rand(L) < 0.25] = 2 + y[i]; x[i, :L] = t
    return x, y
xtr, ytr = synth(2400); xva, yva = synth(300)

@keras.saving.register_keras_serializable(package="demo")
class TokenAndPosition(layers.Layer):
    def __init__(self, vocab, maxlen, d, **kw):
        super().__init__(**kw); self.vocab, self.maxlen, self.d = vocab, maxlen, d
        self.tok = layers.Embedding(vocab, d); self.pos = layers.Embedding(maxlen, d)
    def call(self, ids):
        return self.tok(ids) + self.pos(ops.arange(ops.shape(ids)[-1]))
    def get_config(self):
        return {**super().get_config(), "vocab": self.vocab, "maxlen": self.maxlen, "d": self.d}

@keras.saving.register_keras_serializable(package="demo")
class EncoderBlock(layers.Layer):
    def __init__(self, d, heads, ff, rate=0.1, **kw):
        super().__init__(**kw); self.d, self.heads, self.ff, self.rate = d, heads, ff, rate
        self.attn = layers.MultiHeadAttention(heads, d // heads, dropout=rate)
        self.ffn = keras.Sequential([layers.Dense(ff, activation="gelu"), layers.Dense(d)])
        self.ln1 = layers.LayerNormalization(epsilon=1e-5); self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.drop = layers.Dropout(rate)
    def call(self, x, ids, training=False):
        keep = ops.not_equal(ids, 0)                      # (B, S) True = real token
        attn_mask = ops.expand_dims(keep, 1)              # (B, 1, S) broadcast over queries
        h = self.attn(x, x, attention_mask=attn_mask, training=training)
        x = self.ln1(x + self.drop(h, training=training))
        return self.ln2(x + self.drop(self.ffn(x), training=training))
    def get_config(self):
        return {**super().get_config(), "d": self.d, "heads": self.heads, "ff": self.ff, "rate": self.rate}

ids = keras.Input((MAXLEN,), dtype="int32")
h = TokenAndPosition(VOCAB, MAXLEN, D)(ids)
h = EncoderBlock(D, HEADS, 128)(h, ids)
h = layers.GlobalAveragePooling1D()(h)
model = keras.Model(ids, layers.Dense(NC)(h))
model.compile(keras.optimizers.AdamW(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(xtr, ytr, validation_data=(xva, yva), epochs=3, batch_size=64)
print("val:", model.evaluate(xva, yva, verbose=0))
path = os.path.join(OUT, "encoder_cls.keras"); model.save(path)
reloaded = keras.models.load_model(path)
a = model.predict(xva[:8], verbose=0); b = reloaded.predict(xva[:8], verbose=0)
print("reloaded from", path, "max |diff|:", float(np.abs(a - b).max()))
print("pred:", b.argmax(-1).tolist(), "true:", yva[:8].tolist())
