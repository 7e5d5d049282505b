"""Hand-written BERT-style encoder for sentence classification, mixed precision, padded batches."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

keras.mixed_precision.set_global_policy("mixed_float16")

VOCAB, DIM, HEADS, NUM_LABELS = 3000, 64, 4, 2
rng = np.random.default_rng(7)


class SelfAttention(layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.heads, self.hd = heads, dim // heads
        self.qkv = layers.Dense(3 * dim)
        self.out = layers.Dense(dim)

    def call(self, x, attention_mask):
        b, t = ops.shape(x)[0], ops.shape(x)[1]
        qkv = ops.reshape(self.qkv(x), (b, t, 3, self.heads, self.hd))
        q, k, v = [ops.transpose(qkv[:, :, i], (0, 2, 1, 3)) for i in range(3)]
        scores = ops.matmul(q, ops.transpose(k, (0, 1, 3, 2))) / ops.sqrt(ops.cast(self.hd, x.dtype))
        # HF-style extended attention mask
        ext = ops.cast(attention_mask[:, None, None, :], scores.dtype)
        scores = scores + (1.0 - ext) * -1e9
        probs = ops.softmax(scores, axis=-1)
        ctx = ops.reshape(ops.transpose(ops.matmul(probs, v), (0, 2, 1, 3)), (b, t, self.heads * self.hd))
        return self.out(ctx)


class EncoderLayer(layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.attn = SelfAttention(dim, heads)
        self.ln1 = layers.LayerNormalization(epsilon=1e-12)
        self.ln2 = layers.LayerNormalization(epsilon=1e-12)
        self.ff = keras.Sequential([layers.Dense(4 * dim, activation="gelu"), layers.Dense(dim)])

    def call(self, x, attention_mask):
        x = self.ln1(x + self.attn(x, attention_mask))
        return self.ln2(x + self.ff(x))


input_ids = keras.Input((None,), dtype="int32", name="input_ids")
attention_mask = keras.Input((None,), dtype="int32", name="attention_mask")
h = layers.Embedding(VOCAB, DIM)(input_ids)
for _ in range(2):
    h = EncoderLayer(DIM, HEADS)(h, attention_mask)
cls = h[:, 0]
logits = layers.Dense(NUM_LABELS, dtype="float32")(cls)
model = keras.Model([input_ids, attention_mask], logits)

# synthetic sentiment data: label = whether token 7 appears
def gen(n):
    for _ in range(n):
        L = rng.integers(6, 50)
        ids = rng.integers(10, VOCAB, size=L)
        y = rng.integers(2)
        if y:
            ids[rng.integers(1, L)] = 7
        ids[0] = 1  # [CLS]
        yield {"input_ids": ids.astype("int32"), "attention_mask": np.ones(L, "int32")}, np.int32(y)


sig = ({"input_ids": tf.TensorSpec([None], tf.int32), "attention_mask": tf.TensorSpec([None], tf.int32)},
       tf.TensorSpec([], tf.int32))
train = tf.data.Dataset.from_generator(lambda: gen(2000), output_signature=sig).padded_batch(32).cache()
val = tf.data.Dataset.from_generator(lambda: gen(300), output_signature=sig).padded_batch(64).cache()

model.compile(optimizer=keras.optimizers.Adam(1e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=4, verbose=2)
