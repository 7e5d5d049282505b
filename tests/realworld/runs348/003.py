# Tiny text classifier ported from a Hugging Face / PyTorch BERT-style module to TF2 + custom loop.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(2)
VOCAB, MAXLEN, D, C, N = 500, 32, 64, 2, 1024
rng = np.random.default_rng(2)
lengths = rng.integers(8, MAXLEN + 1, size=N)
input_ids = np.zeros((N, MAXLEN), dtype="int32")
attention_mask = np.zeros((N, MAXLEN), dtype="int32")
for i, L in enumerate(lengths):
    input_ids[i, :L] = rng.integers(1, VOCAB, size=L)
    attention_mask[i, :L] = 1
labels = (input_ids[:, 0] % 2).astype("int32")

class SelfAttention(keras.layers.Layer):
    def __init__(self, dim, **kw):
        super().__init__(**kw)
        self.q = keras.layers.Dense(dim)
        self.k = keras.layers.Dense(dim)
        self.v = keras.layers.Dense(dim)
        self.scale = dim ** -0.5

    def call(self, hidden, attention_mask):
        scores = tf.matmul(self.q(hidden), self.k(hidden), transpose_b=True) * self.scale
        # extended_attention_mask = (1.0 - attention_mask[:, None, :]) * -10000  (modeling_bert.py)
        extended_attention_mask = (1 - attention_mask[:, None, :]) * -10000
        scores = scores + extended_attention_mask
        probs = tf.nn.softmax(scores, axis=-1)
        return tf.matmul(probs, self.v(hidden))

class TinyBert(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = keras.layers.Embedding(VOCAB, D)
        self.pos = keras.layers.Embedding(MAXLEN, D)
        self.attn = SelfAttention(D)
        self.norm = keras.layers.LayerNormalization(epsilon=1e-12)
        self.cls = keras.layers.Dense(C)

    def call(self, input_ids, attention_mask, training=False):
        h = self.emb(input_ids) + self.pos(tf.range(tf.shape(input_ids)[1]))[None]
        h = self.norm(h + self.attn(h, attention_mask))
        return self.cls(h[:, 0])

model = TinyBert()
optimizer = keras.optimizers.AdamW(learning_rate=3e-4, weight_decay=0.01)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ds = (tf.data.Dataset.from_tensor_slices(({"input_ids": input_ids, "attention_mask": attention_mask}, labels))
      .shuffle(N, seed=2).batch(32, drop_remainder=True))

@tf.function
def train_step(batch, y):
    with tf.GradientTape() as tape:
        logits = model(batch["input_ids"], batch["attention_mask"], training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss

global_step = 0
for epoch in range(3):
    for batch, y in ds:
        loss = train_step(batch, y)
        global_step += 1
        if global_step % 10 == 0:
            print(f"epoch {epoch} step {global_step} loss {float(loss):.4f}")
print("done")
