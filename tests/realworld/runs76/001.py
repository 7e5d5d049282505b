# Cross-attention decoder block: decoder tokens attend over encoder states (torch-style key padding mask)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

B, T_DEC, T_ENC, D = 8, 12, 20, 64
enc_in = keras.Input((T_ENC, D), name="enc")
dec_in = keras.Input((T_DEC, D), name="dec")
enc_mask_in = keras.Input((T_ENC,), dtype="bool", name="enc_mask")

class CrossBlock(layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.mha = layers.MultiHeadAttention(num_heads=4, key_dim=16)
        self.ln = layers.LayerNormalization()
    def call(self, dec, enc, enc_mask):
        # torch: attn(dec, enc, enc, key_padding_mask=~enc_mask) -> mask shape (B, S)
        out = self.mha(query=dec, value=enc, key=enc, attention_mask=enc_mask)
        return self.ln(dec + out)

h = CrossBlock()(dec_in, enc_in, enc_mask_in)
logits = layers.Dense(100)(h)
model = keras.Model([dec_in, enc_in, enc_mask_in], logits)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
rng = np.random.default_rng(0)
lens = rng.integers(5, T_ENC + 1, size=256)
mask = np.arange(T_ENC)[None, :] < lens[:, None]
x = [rng.normal(size=(256, T_DEC, D)).astype("float32"), rng.normal(size=(256, T_ENC, D)).astype("float32"), mask]
y = rng.integers(0, 100, size=(256, T_DEC))
print("enc_mask shape:", mask.shape)
model.fit(x, y, batch_size=B, epochs=2)
