# Small transformer encoder classifier ported from PyTorch; sinusoidal positions built with NumPy.
import numpy as np
import tensorflow as tf
import keras

VOCAB, SEQ, D, NCLS = 500, 32, 64, 4
rng = np.random.default_rng(0)
x = rng.integers(1, VOCAB, size=(1024, SEQ)).astype("int32")
y = (x[:, 0] % NCLS).astype("int32")

def sinusoid(seq, d):
    pos = np.arange(seq)[:, None]
    i = np.arange(d)[None, :]
    angle = pos / np.power(10000, (2 * (i // 2)) / d)
    pe = np.zeros((seq, d))
    pe[:, 0::2] = np.sin(angle[:, 0::2])
    pe[:, 1::2] = np.cos(angle[:, 1::2])
    return pe

class Encoder(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = keras.layers.Embedding(VOCAB, D)
        self.pe = tf.constant(sinusoid(SEQ, D))
        self.attn = keras.layers.MultiHeadAttention(num_heads=4, key_dim=16)
        self.norm1 = keras.layers.LayerNormalization()
        self.ff = keras.Sequential([keras.layers.Dense(128, activation="gelu"), keras.layers.Dense(D)])
        self.norm2 = keras.layers.LayerNormalization()
        self.head = keras.layers.Dense(NCLS)

    def call(self, ids, training=False):
        h = self.emb(ids) + self.pe
        h = self.norm1(h + self.attn(h, h, training=training))
        h = self.norm2(h + self.ff(h))
        return self.head(tf.reduce_mean(h, axis=1))

ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024, seed=0).batch(32)
model = Encoder()
opt = keras.optimizers.AdamW(learning_rate=3e-4, weight_decay=0.01)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
