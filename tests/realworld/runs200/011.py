# GPT-style tiny language model, subclassed keras.Model ported from a nanoGPT-like PyTorch module
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, BLOCK, DIM = 256, 32, 48

class TinyGPT(keras.Model):
    def __init__(self):
        super().__init__()
        self.tok_emb = layers.Embedding(VOCAB, DIM)
        self.blocks = [layers.MultiHeadAttention(num_heads=4, key_dim=12) for _ in range(2)]
        self.norms = [layers.LayerNormalization() for _ in range(2)]
        self.head = layers.Dense(VOCAB)

    def call(self, idx):
        T = tf.shape(idx)[1]
        pos = tf.range(T)[None, :, None]                 # torch.arange(T)
        # sinusoidal-ish position signal added to token embeddings
        x = self.tok_emb(idx) + tf.sin(pos / 10000 ** (tf.range(DIM)[None, None, :] / DIM))
        for attn, ln in zip(self.blocks, self.norms):
            x = ln(x + attn(x, x, use_causal_mask=True))
        return self.head(x)

text = ("the quick brown fox jumps over the lazy dog " * 200).encode()
data = np.frombuffer(text, dtype=np.uint8).astype("int32")
starts = np.random.randint(0, len(data) - BLOCK - 1, size=512)
xb = np.stack([data[s:s + BLOCK] for s in starts])
yb = np.stack([data[s + 1:s + BLOCK + 1] for s in starts])

model = TinyGPT()
model.compile(optimizer=keras.optimizers.AdamW(3e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(xb, yb, batch_size=32, epochs=2)
