import numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

MAX_LEN = 128
D_MODEL, N_HEADS = 64, 4

class SelfAttention(layers.Layer):
    def __init__(self, d_model, n_heads, **kw):
        super().__init__(**kw)
        self.d_model, self.n_heads = d_model, n_heads
        self.head_dim = d_model // n_heads
        self.qkv = layers.Dense(3 * d_model)
        self.out = layers.Dense(d_model)
    def call(self, x):
        b = tf.shape(x)[0]
        qkv = self.qkv(x)
        qkv = tf.reshape(qkv, (b, MAX_LEN, 3, self.n_heads, self.head_dim))
        qkv = tf.transpose(qkv, (2, 0, 3, 1, 4))
        q, k, v = qkv[0], qkv[1], qkv[2]
        att = tf.nn.softmax(tf.matmul(q, k, transpose_b=True) / self.head_dim ** 0.5, axis=-1)
        h = tf.matmul(att, v)
        h = tf.reshape(tf.transpose(h, (0, 2, 1, 3)), (b, MAX_LEN, self.d_model))
        return self.out(h)

class Encoder(keras.Model):
    def __init__(self, vocab, n_cls):
        super().__init__()
        self.emb = layers.Embedding(vocab, D_MODEL)
        self.attn = SelfAttention(D_MODEL, N_HEADS)
        self.norm = layers.LayerNormalization()
        self.pool = layers.GlobalAveragePooling1D()
        self.head = layers.Dense(n_cls)
    def call(self, ids):
        x = self.emb(ids)
        x = self.norm(x + self.attn(x))
        return self.head(self.pool(x))

rng = np.random.default_rng(0)
def gen_split(n, seq_len):
    y = rng.integers(0, 3, n)
    x = rng.integers(5, 500, (n, seq_len)); x[:, 0] = y + 1
    return tf.data.Dataset.from_tensor_slices((x.astype("int32"), y.astype("int32")))

# tokenizer truncates to 96 tokens for this dataset
train_ds = gen_split(1024, 96).shuffle(1024).batch(32)
model = Encoder(500, 3)
model.compile(optimizer=keras.optimizers.Adam(3e-4), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, epochs=2, verbose=2)
