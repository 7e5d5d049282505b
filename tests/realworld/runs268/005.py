# Text classification: tokenised sentences from a generator into tf.data, then a BiLSTM classifier
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
words = [f"w{i}" for i in range(500)]
vocab = {w: i + 2 for i, w in enumerate(words)}  # 0 pad, 1 unk

def make_corpus(n):
    for _ in range(n):
        length = int(rng.integers(5, 40))
        sent = " ".join(rng.choice(words, size=length))
        yield sent, int(rng.integers(0, 2))

corpus = list(make_corpus(2000))
print(f"corpus size {len(corpus)}; example: {corpus[0][0][:60]!r} label={corpus[0][1]}")

def encode(text, max_len=48):
    ids = [vocab.get(t, 1) for t in text.split()]
    return np.array(ids[:max_len], dtype=np.int32)

def gen():
    for text, label in corpus:
        yield encode(text), label

ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(tf.TensorSpec(shape=(None,), dtype=tf.int32),
                      tf.TensorSpec(shape=(), dtype=tf.int32)))
ds = ds.shuffle(1000).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    layers.Embedding(len(vocab) + 2, 64, mask_zero=True),
    layers.Bidirectional(layers.LSTM(32)),
    layers.Dense(2),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)
