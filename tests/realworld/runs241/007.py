# Port of a PyTorch encoder that builds its key-padding mask with masked_fill(-inf), custom training loop.
import numpy as np, keras, tensorflow as tf
from keras import layers

VOCAB, T, D, H = 1000, 32, 64, 4

class MaskedSelfAttention(layers.Layer):
    def __init__(self, d, h, **kw):
        super().__init__(**kw)
        self.h, self.dh = h, d // h
        self.q, self.k, self.v, self.o = (layers.Dense(d) for _ in range(4))
    def split(self, x):
        B = tf.shape(x)[0]
        return tf.transpose(tf.reshape(x, (B, -1, self.h, self.dh)), (0, 2, 1, 3))
    def call(self, x, key_padding_mask):
        q, k, v = self.split(self.q(x)), self.split(self.k(x)), self.split(self.v(x))
        scores = tf.matmul(q, k, transpose_b=True) / np.sqrt(self.dh)
        mask = key_padding_mask[:, None, None, :]                 # True = pad
        scores = tf.where(mask, tf.fill(tf.shape(scores), float("-inf")), scores)
        att = tf.nn.softmax(scores, axis=-1)
        out = tf.matmul(att, v)
        B = tf.shape(x)[0]
        out = tf.reshape(tf.transpose(out, (0, 2, 1, 3)), (B, -1, self.h * self.dh))
        return self.o(out)

class Encoder(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = layers.Embedding(VOCAB, D)
        self.pos = layers.Embedding(T, D)
        self.attn = MaskedSelfAttention(D, H)
        self.ln1 = layers.LayerNormalization(epsilon=1e-5)
        self.ff = keras.Sequential([layers.Dense(4 * D, activation="gelu"), layers.Dense(D)])
        self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.head = layers.Dense(2)
    def call(self, ids, training=False):
        pad = tf.equal(ids, 0)
        x = self.emb(ids) + self.pos(tf.range(T))[None]
        x = self.ln1(x + self.attn(x, pad))
        x = self.ln2(x + self.ff(x))
        keep = tf.cast(~pad, x.dtype)[..., None]
        x = tf.reduce_sum(x * keep, 1) / tf.maximum(tf.reduce_sum(keep, 1), 1.0)
        return self.head(x)

rng = np.random.default_rng(7)
N = 4096
lengths = rng.integers(0, T + 1, N)          # reviews of 0..32 tokens after cleaning
ids = rng.integers(1, VOCAB, (N, T))
ids[np.arange(T)[None, :] >= lengths[:, None]] = 0
labels = ((ids % 2 == 1) & (ids > 0)).sum(1) > lengths / 2
ds = tf.data.Dataset.from_tensor_slices((ids.astype("int32"), labels.astype("int32"))).shuffle(N).batch(64).repeat()

model = Encoder()
opt = keras.optimizers.Adam(3e-4)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for step, (xb, yb) in enumerate(ds.take(300)):
    loss = train_step(xb, yb)
    if step % 20 == 0:
        print(f"step {step:4d} loss {float(loss):.4f}")
print("training finished")
