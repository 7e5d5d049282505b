# Tiny transformer encoder ported from PyTorch; sinusoidal positional encoding precomputed with numpy.
import math
import numpy as np
import tensorflow as tf
import keras

def sinusoidal_pe(max_len, d_model):
    pe = np.zeros((max_len, d_model))
    pos = np.arange(max_len)[:, None]
    div = np.exp(np.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
    pe[:, 0::2] = np.sin(pos * div)
    pe[:, 1::2] = np.cos(pos * div)
    return pe

class Encoder(keras.Model):
    def __init__(self, vocab=2000, d=64, heads=4, max_len=128, n_cls=4):
        super().__init__()
        self.emb = keras.layers.Embedding(vocab, d)
        self.pe = tf.constant(sinusoidal_pe(max_len, d)[None])
        self.mha = keras.layers.MultiHeadAttention(heads, d // heads)
        self.ln1 = keras.layers.LayerNormalization(epsilon=1e-5)
        self.ff = keras.Sequential([keras.layers.Dense(4 * d, activation="gelu"), keras.layers.Dense(d)])
        self.ln2 = keras.layers.LayerNormalization(epsilon=1e-5)
        self.head = keras.layers.Dense(n_cls)
        self.scale = math.sqrt(d)
    def call(self, ids, training=False):
        t = tf.shape(ids)[1]
        h = self.emb(ids) * self.scale + self.pe[:, :t]
        h = self.ln1(h + self.mha(h, h, training=training))
        h = self.ln2(h + self.ff(h))
        return self.head(h[:, 0])

rng = np.random.default_rng(0)
ids = rng.integers(0, 2000, size=(2048, 64)).astype("int32")
labels = (ids[:, 1] % 4).astype("int32")
train_ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(2048).batch(64).prefetch(2)

model = Encoder()
opt = keras.optimizers.Adam(3e-4)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(2):
    for step, (x, y) in enumerate(train_ds):
        loss = train_step(x, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
