"""Tiny transformer intent classifier (ported from a HF/PyTorch notebook).
Train on queries padded to MAX_LEN, then score a batch of longer support tickets."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB = 2000
MAX_LEN = 128          # model.config.max_position_embeddings in the original notebook
EVAL_MAX_LEN = 200     # support tickets are longer; tokenizer(..., max_length=200, padding="max_length")
D_MODEL, HEADS, N_CLASSES = 64, 4, 5

rng = np.random.default_rng(7)


class TokenAndPosition(layers.Layer):
    """Learned absolute positions, like BertEmbeddings."""
    def __init__(self, vocab, max_len, dim, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, dim)
        self.pos = self.add_weight(name="position_embeddings", shape=(1, max_len, dim),
                                   initializer="random_normal")

    def call(self, ids):
        return self.tok(ids) + self.pos


def encoder_block(x):
    h = layers.LayerNormalization(epsilon=1e-12)(x)
    h = layers.MultiHeadAttention(HEADS, D_MODEL // HEADS)(h, h)
    x = x + h
    h = layers.LayerNormalization(epsilon=1e-12)(x)
    h = layers.Dense(4 * D_MODEL, activation="gelu")(h)
    h = layers.Dense(D_MODEL)(h)
    return x + h


ids = keras.Input(shape=(None,), dtype="int32", name="input_ids")
x = TokenAndPosition(VOCAB, MAX_LEN, D_MODEL, name="embeddings")(ids)
x = encoder_block(x)
x = encoder_block(x)
x = layers.GlobalAveragePooling1D()(x)
out = layers.Dense(N_CLASSES, name="classifier")(x)
model = keras.Model(ids, out)
model.compile(optimizer=keras.optimizers.AdamW(3e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])


def fake_tokenize(n, max_len):
    labels = rng.integers(0, N_CLASSES, size=n)
    x = np.zeros((n, max_len), dtype="int32")
    for i, y in enumerate(labels):
        length = rng.integers(10, max_len)
        toks = rng.integers(5, VOCAB, size=length)
        toks[: 4] = 1 + y * 50 + np.arange(4)      # intent keyword
        x[i, :length] = toks
    return x, labels


x_train, y_train = fake_tokenize(512, MAX_LEN)
train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(512).batch(32)
model.fit(train_ds, epochs=2, verbose=2)

x_tickets, y_tickets = fake_tokenize(64, EVAL_MAX_LEN)
print("scoring", x_tickets.shape[0], "tickets, input_ids shape", x_tickets.shape)
logits = model.predict(x_tickets, batch_size=16, verbose=0)
print("ticket accuracy:", float(np.mean(np.argmax(logits, -1) == y_tickets)))
