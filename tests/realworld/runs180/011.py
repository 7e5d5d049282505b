# Token-classification (NER) head ported from a Hugging Face PyTorch script.
# HF marks sub-word / padding positions with label -100 and CrossEntropyLoss
# ignores them; here the loss drops them with tf.boolean_mask. jit_compile=True
# was turned on "for speed" as the TF docs suggest.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, MAXLEN, NUM_TAGS = 2000, 48, 9
rng = np.random.default_rng(7)


def fake_batch(n):
    lengths = rng.integers(10, MAXLEN, size=n)
    ids = np.zeros((n, MAXLEN), "int32")
    labels = np.full((n, MAXLEN), -100, "int32")
    for i, L in enumerate(lengths):
        ids[i, :L] = rng.integers(1, VOCAB, size=L)
        labels[i, :L] = ids[i, :L] % NUM_TAGS
        labels[i, 1:L:4] = -100  # continuation sub-words
    return ids, labels


def masked_ce(y_true, y_pred):
    y_true = tf.reshape(tf.cast(y_true, tf.int32), [-1])
    y_pred = tf.reshape(y_pred, [-1, NUM_TAGS])
    keep = tf.not_equal(y_true, -100)
    y_true = tf.boolean_mask(y_true, keep)
    y_pred = tf.boolean_mask(y_pred, keep)
    return tf.reduce_mean(
        tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y_true, logits=y_pred))


ids, labels = fake_batch(640)
train_ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(640).batch(32)

inp = keras.Input(shape=(MAXLEN,), dtype="int32", name="input_ids")
x = layers.Embedding(VOCAB, 64, mask_zero=False)(inp)
x = layers.Bidirectional(layers.GRU(64, return_sequences=True))(x)
x = layers.Dropout(0.1)(x)
logits = layers.Dense(NUM_TAGS, name="classifier")(x)
model = keras.Model(inp, logits, name="bigru_ner")

model.compile(optimizer=keras.optimizers.Adam(2e-3), loss=masked_ce, jit_compile=True)
history = model.fit(train_ds, epochs=2)
print({k: [round(v, 4) for v in vs] for k, vs in history.history.items()})
